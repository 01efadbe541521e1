import { describe, expect, it } from 'vitest';
import { percentageTone } from './percentage-tone';

describe('percentageTone', () => {
  it('is green above 75, yellow above 50, red otherwise (the limits belong below)', () => {
    expect(percentageTone(100)).toBe('success');
    expect(percentageTone(75.1)).toBe('success');
    expect(percentageTone(75)).toBe('warning');
    expect(percentageTone(50.1)).toBe('warning');
    expect(percentageTone(50)).toBe('danger');
    expect(percentageTone(0)).toBe('danger');
  });
});
