import { isOfferedKey } from '@levita/contracts';
import { KeyOptions, Select } from '@levita/ui';
import { useTranslation } from '@levita/i18n';

export interface KeySelectProps {
  /** A song key, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  label?: string;
  id?: string;
}

/**
 * The song's key: none, then the major and minor keys in their usual spelling (the song's own
 * mode first). A key saved in a spelling no longer offered (A# from before Bb was) stays
 * offered, so opening the form never changes it.
 */
export function KeySelect({ value, onChange, label, id }: KeySelectProps) {
  const { t } = useTranslation('repertoire');
  return (
    <Select
      id={id}
      label={label ?? t('song.fields.tom')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{t('song.noKey')}</option>
      {value && !isOfferedKey(value) ? <option value={value}>{value}</option> : null}
      <KeyOptions like={value || null} />
    </Select>
  );
}
