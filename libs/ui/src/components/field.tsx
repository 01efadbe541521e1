import { type ReactNode, useId } from 'react';
import styled, { css } from 'styled-components';

/** Look of text inputs and selects, shared so every form control lines up. */
export const inputStyles = css`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Label = styled.label`
  font-weight: 600;
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.danger};
`;

interface FieldIdOptions {
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** Ids the caller already points to (kept first). */
  describedBy?: string;
}

/** Ids that tie a control to its label, hint and error (aria-describedby, aria-invalid). */
export function useFieldIds({ id, hint, error, describedBy }: FieldIdOptions) {
  const generated = useId();
  const inputId = id ?? `field${generated}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const ariaDescribedBy = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    inputId,
    hintId,
    errorId,
    controlProps: {
      id: inputId,
      'aria-describedby': ariaDescribedBy,
      'aria-invalid': error ? true : undefined,
    },
  };
}

export interface FieldProps {
  inputId: string;
  label: ReactNode;
  hint?: ReactNode;
  hintId?: string;
  error?: ReactNode;
  errorId?: string;
  /** Shows a mark next to the label; the control itself carries `required`. */
  required?: boolean;
  children: ReactNode;
}

/** Label, control, hint and error in the order a screen reader and the eye expect. */
export function Field({
  inputId,
  label,
  hint,
  hintId,
  error,
  errorId,
  required,
  children,
}: FieldProps) {
  return (
    <Wrapper>
      <Label htmlFor={inputId}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </Label>
      {children}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Wrapper>
  );
}
