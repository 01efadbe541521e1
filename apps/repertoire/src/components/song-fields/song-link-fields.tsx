import { TextField } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { FieldGroup } from './field-group';
import { type SongLinkName, songLinkNames, type SongLinkValues } from './song-field-values';

const Fieldset = styled(FieldGroup)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

export interface SongLinkFieldsProps {
  values: SongLinkValues;
  onChange: (name: SongLinkName, value: string) => void;
  /** Translation keys of the `repertoire` namespace (from songFieldErrors). */
  errors?: Partial<Record<SongLinkName, string>>;
  /** Shown as the fieldset's legend; the section heading when the form has one. */
  legend?: string;
}

/** The chords, lyrics, video and audio links (full http(s) addresses). */
export function SongLinkFields({ values, onChange, errors = {}, legend }: SongLinkFieldsProps) {
  const { t } = useTranslation('repertoire');
  return (
    <Fieldset>
      <legend>{legend ?? t('song.links.title')}</legend>
      {songLinkNames.map((name) => (
        <TextField
          key={name}
          label={t(`song.links.${name}`)}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          value={values[name]}
          error={errors[name] ? t(errors[name]) : undefined}
          onChange={(event) => onChange(name, event.target.value)}
        />
      ))}
    </Fieldset>
  );
}
