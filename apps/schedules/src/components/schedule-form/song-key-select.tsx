import { KeyOptions, Select, VisuallyHidden } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import type { DraftSong } from '../../utils/schedule-draft';
import { keyOfValue, leadingKeyOptions } from '../../utils/song-key-options';

interface SongKeySelectProps {
  song: DraftSong;
  onChange: (key: string | null) => void;
}

/**
 * The key a scheduled song is played in: its own key (original) first, none, then the major
 * and minor keys, those of the song's own mode first (a song in Am goes to Bm or Gm far more
 * often than to a major key). No altered key means the song's own key (the API's tom_usado),
 * so that is what it shows.
 */
export function SongKeySelect({ song, onChange }: SongKeySelectProps) {
  const { t } = useTranslation(['schedule-form', 'schedules']);
  return (
    <Select
      label={
        <>
          {t('schedules:song.key')}{' '}
          <VisuallyHidden>{t('songs.keyOf', { name: song.nome })}</VisuallyHidden>
        </>
      }
      value={song.tom_alterado ?? song.tom ?? ''}
      onChange={(event) => onChange(keyOfValue(event.target.value))}
    >
      {leadingKeyOptions(song.tom, song.tom_alterado).map((option) => (
        <option key={option.value} value={option.value}>
          {option.key === null
            ? t('schedules:song.noKey')
            : option.original
              ? t('schedules:song.ownKey', { key: option.key })
              : option.key}
        </option>
      ))}
      <KeyOptions like={song.tom_alterado ?? song.tom} omit={song.tom} />
    </Select>
  );
}
