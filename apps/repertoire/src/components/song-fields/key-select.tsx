import { songKeys } from '@levita/contracts';
import { Select } from '@levita/ui';
import { useTranslation } from '@levita/i18n';

export interface KeySelectProps {
  /** A key of the 24 (part 2 §9), or '' for none. */
  value: string;
  onChange: (value: string) => void;
  label?: string;
  id?: string;
}

/** The song's key: one of the 24 (C, Cm, C#…) or none. */
export function KeySelect({ value, onChange, label, id }: KeySelectProps) {
  const { t } = useTranslation('repertoire');
  const options = [
    { value: '', label: t('song.noKey') },
    ...songKeys.map((key) => ({ value: key, label: key })),
  ];
  return (
    <Select
      id={id}
      label={label ?? t('song.fields.tom')}
      value={value}
      options={options}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
