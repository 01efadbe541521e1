import { useState } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { Field, useFieldIds } from './field';
import { Input, type TextFieldProps } from './text-field';

const Row = styled.div`
  position: relative;
  display: flex;
  ${Input} {
    padding-right: 88px;
  }
`;

const Toggle = styled.button`
  position: absolute;
  top: 4px;
  right: 4px;
  bottom: 4px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 600;
  cursor: pointer;
`;

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a show/hide button (the button says what it will do). */
export function PasswordField({
  label,
  hint,
  error,
  id,
  required,
  autoComplete = 'current-password',
  'aria-describedby': describedBy,
  ...rest
}: PasswordFieldProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const { inputId, hintId, errorId, controlProps } = useFieldIds({ id, hint, error, describedBy });
  return (
    <Field {...{ inputId, label, hint, hintId, error, errorId, required }}>
      <Row>
        <Input
          {...rest}
          {...controlProps}
          required={required}
          autoComplete={autoComplete}
          type={visible ? 'text' : 'password'}
        />
        <Toggle
          type="button"
          aria-controls={inputId}
          aria-label={visible ? t('ui.password.hide') : t('ui.password.show')}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t('ui.password.hideShort') : t('ui.password.showShort')}
        </Toggle>
      </Row>
    </Field>
  );
}
