import { functionIcons, type FunctionIcon as FunctionIconName } from '@levita/contracts';
import { FunctionIcon } from '@levita/ui';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(48px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const Option = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 48px;
  min-height: 48px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[aria-checked='true'] {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySurface};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** Not only the colour says which icon is chosen (WCAG 1.4.1). */
const Check = styled.span`
  position: absolute;
  top: 1px;
  right: 3px;
  font-size: ${({ theme }) => theme.font.tiny};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const moves: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowDown: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  ArrowUp: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_index, last) => last,
};

export interface IconPickerProps {
  value: string;
  onChange: (icon: FunctionIconName) => void;
  /** Id of the visible label naming the group. */
  labelledBy: string;
  disabled?: boolean;
}

/**
 * The 30 function icons of part 1 §3 as a radio group: each a button named with its
 * translated instrument; one tab stop (the chosen icon), arrows, Home and End move the
 * choice as native radios do, Space and Enter pick the focused one.
 */
export function IconPicker({ value, onChange, labelledBy, disabled = false }: IconPickerProps) {
  const { t } = useTranslation('common');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = functionIcons.indexOf(value as FunctionIconName);
  // An icon outside the 30 (a newer API) leaves nothing chosen: the first takes the tab stop.
  const tabStop = chosen === -1 ? 0 : chosen;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(tabStop, functionIcons.length - 1);
    onChange(functionIcons[next]!);
    buttons.current[next]?.focus();
  };

  return (
    <Options role="radiogroup" aria-labelledby={labelledBy} onKeyDown={onKeyDown}>
      {functionIcons.map((icon, index) => {
        const label = t(`ui.functionIcons.${icon}`);
        const checked = index === chosen;
        return (
          <Option
            key={icon}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={label}
            title={label}
            tabIndex={index === tabStop ? 0 : -1}
            disabled={disabled}
            onClick={() => onChange(icon)}
          >
            <FunctionIcon name={icon} size={28} />
            {checked ? <Check aria-hidden="true">✓</Check> : null}
          </Option>
        );
      })}
    </Options>
  );
}
