import { FunctionIcon, useFunctionDisplayName, VisuallyHidden } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import type { RosterFunction } from '../../utils/member-roster';

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 600;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/** Not only the colour says a chip is on (WCAG 1.4.1). */
const Check = styled.span`
  font-weight: 700;
`;

interface FunctionChipProps {
  fn: RosterFunction;
  pressed: boolean;
  disabled?: boolean;
  onToggle: () => void;
}

/** A function a member may play in the schedule: a toggle, starred when it is their principal. */
export function FunctionChip({ fn, pressed, disabled = false, onToggle }: FunctionChipProps) {
  const { t } = useTranslation('schedule-form');
  const functionName = useFunctionDisplayName();
  return (
    <Chip type="button" aria-pressed={pressed} disabled={disabled} onClick={onToggle}>
      {pressed ? <Check aria-hidden="true">✓</Check> : <FunctionIcon name={fn.icone} size={18} />}
      <span>{functionName(fn.nome)}</span>
      {fn.principal ? (
        <>
          <span aria-hidden="true">★</span>{' '}
          <VisuallyHidden>{t('members.principal')}</VisuallyHidden>
        </>
      ) : null}
    </Chip>
  );
}
