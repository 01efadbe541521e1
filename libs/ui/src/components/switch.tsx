import { type ComponentProps, type ReactNode, useId } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
`;

const Track = styled.button`
  position: relative;
  flex: none;
  width: 48px;
  height: 28px;
  margin-top: 2px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.textMuted};
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  &[aria-checked='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-checked='true']::after {
    transform: translateX(20px);
    background: ${({ theme }) => theme.colors.primaryText};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  label {
    font-weight: 600;
    cursor: pointer;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.small};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface SwitchProps extends Omit<
  ComponentProps<'button'>,
  'onChange' | 'children' | 'role' | 'type'
> {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** An on/off setting that applies at once (role=switch; Space and Enter toggle it). */
export function Switch({
  label,
  description,
  checked,
  onCheckedChange,
  id,
  onClick,
  ...rest
}: SwitchProps) {
  const generated = useId();
  const switchId = id ?? `switch${generated}`;
  const descriptionId = description ? `${switchId}-description` : undefined;
  return (
    <Row>
      <Track
        {...rest}
        id={switchId}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={descriptionId}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) onCheckedChange(!checked);
        }}
      />
      <Text>
        <label htmlFor={switchId}>{label}</label>
        {description ? <p id={descriptionId}>{description}</p> : null}
      </Text>
    </Row>
  );
}
