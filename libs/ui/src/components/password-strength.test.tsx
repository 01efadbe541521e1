import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lightTheme } from '../theme/tokens';
import { PasswordStrength, strengthLevel } from './password-strength';
import { renderUi } from '../testing/render-ui';

describe('PasswordStrength', () => {
  it.each([
    ['abc', 1, 'Muito fraca', 'veryWeak'],
    ['abcdefgh', 2, 'Fraca', 'weak'],
    ['abcdefg1', 3, 'Média', 'medium'],
    ['Abcdefg1', 4, 'Forte', 'strong'],
    ['Abcdef1!', 5, 'Muito forte', 'veryStrong'],
  ] as const)('%s scores %i: %s', (password, score, label, level) => {
    renderUi(<PasswordStrength password={password} />);
    const meter = screen.getByRole('meter', { name: 'Força da senha' });
    expect(meter).toHaveAttribute('aria-valuenow', String(score));
    expect(meter).toHaveAttribute('aria-valuetext', label);
    expect(screen.getByText(`Força da senha: ${label}`)).toBeInTheDocument();
    const fill = meter.firstElementChild as HTMLElement;
    expect(fill.style.width).toBe(`${score * 20}%`);
    expect(fill).toHaveAttribute('data-level', level);
    expect(fill).toHaveStyle({ background: lightTheme.colors.strength[level] });
  });

  it('labels in English and shows nothing before typing', () => {
    const { container, rerender } = renderUi(<PasswordStrength password="" />, {
      locale: 'en-US',
    });
    expect(container).toBeEmptyDOMElement();
    rerender(<PasswordStrength password="Abcdefg1" />);
    expect(screen.getByText('Password strength: Strong')).toBeInTheDocument();
  });

  it('maps scores to the five levels, 0 and 1 both very weak', () => {
    expect([0, 1, 2, 3, 4, 5].map(strengthLevel)).toEqual([
      'veryWeak',
      'veryWeak',
      'weak',
      'medium',
      'strong',
      'veryStrong',
    ]);
  });

  it('uses red, orange, yellow and green as part 1 §5 says', () => {
    const { strength } = lightTheme.colors;
    expect(strength.strong).not.toBe(strength.medium);
    expect(new Set([strength.veryWeak, strength.weak, strength.medium, strength.strong]).size).toBe(
      4,
    );
  });
});
