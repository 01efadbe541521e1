import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import { Field, inputStyles, useFieldIds } from './field';

const NativeSelect = styled.select`
  ${inputStyles}
  cursor: pointer;
`;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends ComponentProps<'select'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** The choices; `children` (option elements) may be given instead. */
  options?: readonly SelectOption[];
}

/** A native select: the platform's own keyboard and touch handling, with the kit's look. */
export function Select({
  label,
  hint,
  error,
  id,
  required,
  options,
  children,
  'aria-describedby': describedBy,
  ...rest
}: SelectProps) {
  const { inputId, hintId, errorId, controlProps } = useFieldIds({ id, hint, error, describedBy });
  return (
    <Field {...{ inputId, label, hint, hintId, error, errorId, required }}>
      <NativeSelect {...rest} {...controlProps} required={required}>
        {options
          ? options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))
          : children}
      </NativeSelect>
    </Field>
  );
}
