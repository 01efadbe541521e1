import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import { Field, inputStyles, useFieldIds } from './field';

export const Input = styled.input`
  ${inputStyles}
`;

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the field, announced with it (aria-describedby) and marks it invalid. */
  error?: ReactNode;
}

export function TextField({
  label,
  hint,
  error,
  id,
  required,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const { inputId, hintId, errorId, controlProps } = useFieldIds({ id, hint, error, describedBy });
  return (
    <Field {...{ inputId, label, hint, hintId, error, errorId, required }}>
      <Input {...rest} {...controlProps} required={required} />
    </Field>
  );
}

const NativeTextArea = styled.textarea`
  ${inputStyles}
  min-height: 96px;
  resize: vertical;
`;

export interface TextAreaProps extends Omit<ComponentProps<'textarea'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** Multi-line text (notes, descriptions) with the same label, hint and error as TextField. */
export function TextArea({
  label,
  hint,
  error,
  id,
  required,
  'aria-describedby': describedBy,
  ...rest
}: TextAreaProps) {
  const { inputId, hintId, errorId, controlProps } = useFieldIds({ id, hint, error, describedBy });
  return (
    <Field {...{ inputId, label, hint, hintId, error, errorId, required }}>
      <NativeTextArea {...rest} {...controlProps} required={required} />
    </Field>
  );
}
