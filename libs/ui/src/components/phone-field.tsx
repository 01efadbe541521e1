import { isLocale, type Locale, useTranslation } from '@levita/i18n';
import { type ChangeEvent, useLayoutEffect, useRef, useState } from 'react';
import { Field, useFieldIds } from './field';
import { formatPhone, phoneDigits } from './phone-mask';
import { Input, type TextFieldProps } from './text-field';

export interface PhoneFieldProps extends Omit<
  TextFieldProps,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'ref'
> {
  /** Formatted value when controlled. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (formatted: string, digits: string) => void;
  /** Mask language; the active i18n language by default. */
  locale?: Locale;
}

/** Counts the digits of `text` before `position`. */
function digitsBefore(text: string, position: number): number {
  return phoneDigits(text.slice(0, position)).length;
}

/** Position in `formatted` just after its `count`-th digit. */
function positionAfterDigits(formatted: string, count: number): number {
  if (count === 0) return formatted.startsWith('(') ? 1 : 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted.charAt(index))) seen += 1;
    if (seen === count) return index + 1;
  }
  return formatted.length;
}

/**
 * Phone input of part 1 §5: digits only, at most 11, formatted as the user types (see
 * phone-mask.ts for the layouts). The caret stays after the digit it followed.
 */
export function PhoneField({
  label,
  hint,
  error,
  id,
  required,
  value,
  defaultValue = '',
  onValueChange,
  locale,
  'aria-describedby': describedBy,
  ...rest
}: PhoneFieldProps) {
  const { i18n } = useTranslation('common');
  const maskLocale: Locale = locale ?? (isLocale(i18n.language) ? i18n.language : 'pt-BR');
  const [ownValue, setOwnValue] = useState(() => formatPhone(defaultValue, maskLocale));
  const shown = value === undefined ? ownValue : formatPhone(value, maskLocale);
  const inputRef = useRef<HTMLInputElement>(null);
  const [caret, setCaret] = useState<{ digits: number } | null>(null);
  const { inputId, hintId, errorId, controlProps } = useFieldIds({ id, hint, error, describedBy });

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!caret || !input || input.ownerDocument.activeElement !== input) return;
    const position = positionAfterDigits(input.value, caret.digits);
    input.setSelectionRange(position, position);
  }, [caret]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const formatted = formatPhone(raw, maskLocale);
    const caretAt = event.target.selectionStart ?? raw.length;
    setCaret({ digits: Math.min(digitsBefore(raw, caretAt), phoneDigits(formatted).length) });
    if (value === undefined) setOwnValue(formatted);
    onValueChange?.(formatted, phoneDigits(formatted));
  };

  return (
    <Field {...{ inputId, label, hint, hintId, error, errorId, required }}>
      <Input
        autoComplete="tel"
        {...rest}
        {...controlProps}
        ref={inputRef}
        required={required}
        type="tel"
        inputMode="tel"
        value={shown}
        onChange={handleChange}
      />
    </Field>
  );
}
