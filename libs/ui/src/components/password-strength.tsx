import { passwordStrength } from '@levita/contracts';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import type { StrengthLevel } from '../theme/tokens';

/** Part 1 §5: 0-1 very weak, 2 weak, 3 medium, 4 strong, 5 very strong. */
export function strengthLevel(score: number): StrengthLevel {
  if (score <= 1) return 'veryWeak';
  if (score === 2) return 'weak';
  if (score === 3) return 'medium';
  if (score === 4) return 'strong';
  return 'veryStrong';
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.small};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Track = styled.div`
  height: 6px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;

const Fill = styled.div<{ $level: StrengthLevel }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $level }) => theme.colors.strength[$level]};
  transition:
    width ${({ theme }) => theme.motion.fast},
    background ${({ theme }) => theme.motion.fast};
`;

/**
 * Live strength bar of part 1 §5 (register, profile, reset): the score comes from contracts
 * (the same rule the server applies), the bar is 20% wide per point. Nothing shows until
 * the user types.
 */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation('common');
  if (!password) return null;
  const score = passwordStrength(password);
  const level = strengthLevel(score);
  const levelText = t(`ui.strength.${level}`);
  return (
    <Wrapper>
      <Track
        role="meter"
        aria-label={t('ui.strength.label')}
        aria-valuemin={0}
        aria-valuemax={5}
        aria-valuenow={score}
        aria-valuetext={levelText}
      >
        <Fill $level={level} data-level={level} style={{ width: `${score * 20}%` }} />
      </Track>
      <p aria-live="polite">{t('ui.strength.summary', { level: levelText })}</p>
    </Wrapper>
  );
}
