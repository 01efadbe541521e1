import { describe, expect, it } from 'vitest';
import { memberInitials } from './member-initials';

describe('memberInitials', () => {
  it('takes the first and last names’ first letters', () => {
    expect(memberInitials('Ana Souza')).toBe('AS');
    expect(memberInitials('Maria da Conceição Ramos')).toBe('MR');
    expect(memberInitials('  júlia   ribeiro ')).toBe('JR');
  });

  it('takes one letter from a single name, and a mark from none', () => {
    expect(memberInitials('Élcio')).toBe('É');
    expect(memberInitials('  ')).toBe('?');
  });
});
