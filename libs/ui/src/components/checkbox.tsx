import { type ComponentProps, type ReactNode, useId } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  label {
    cursor: pointer;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.small};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
}

/** A native checkbox with its label beside it. */
export function Checkbox({ label, hint, id, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? `checkbox${generated}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <Row>
      <input {...rest} id={inputId} type="checkbox" aria-describedby={hintId} />
      <div>
        <label htmlFor={inputId}>{label}</label>
        {hint ? <p id={hintId}>{hint}</p> : null}
      </div>
    </Row>
  );
}
