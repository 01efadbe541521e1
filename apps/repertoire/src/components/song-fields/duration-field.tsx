import { TextField } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import { sanitizeDurationInput } from './song-field-rules';

export interface DurationFieldProps {
  /** As typed: "4:05" or "245". */
  value: string;
  onChange: (value: string) => void;
  /** A translation key of the `repertoire` namespace (from songFieldErrors). */
  error?: string;
  id?: string;
}

/** Duration as m:ss or seconds; anything else typed is dropped as it comes in (part 2 §5). */
export function DurationField({ value, onChange, error, id }: DurationFieldProps) {
  const { t } = useTranslation('repertoire');
  return (
    <TextField
      id={id}
      label={t('song.fields.duracao')}
      hint={t('song.hints.duracao')}
      inputMode="numeric"
      autoComplete="off"
      placeholder="4:05"
      value={value}
      error={error ? t(error) : undefined}
      onChange={(event) => onChange(sanitizeDurationInput(event.target.value))}
    />
  );
}
