import { MAX_BPM, MIN_BPM } from '@levita/contracts';
import { TextField } from '@levita/ui';
import { useTranslation } from '@levita/i18n';

export interface BpmFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** A translation key of the `repertoire` namespace (from songFieldErrors). */
  error?: string;
  id?: string;
}

/** BPM, a whole number from 1 to 300 (part 2 §5). */
export function BpmField({ value, onChange, error, id }: BpmFieldProps) {
  const { t } = useTranslation('repertoire');
  return (
    <TextField
      id={id}
      label={t('song.fields.bpm')}
      hint={t('song.hints.bpm')}
      type="number"
      inputMode="numeric"
      min={MIN_BPM}
      max={MAX_BPM}
      step={1}
      value={value}
      error={error ? t(error) : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
