import type { MemberSongKey } from '@levita/contracts';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
  button {
    padding: 2px ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySurface};
  }
`;

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The first name, as a team calls each other, unless two singers of the song share it. */
function shortName(key: MemberSongKey, keys: readonly MemberSongKey[]): string {
  const first = firstName(key.nome);
  return keys.some((other) => other !== key && firstName(other.nome) === first) ? key.nome : first;
}

interface SingerKeysProps {
  songName: string;
  keys: readonly MemberSongKey[];
  /** The key chosen now, to mark the singer whose key it is. */
  chosen: string | null;
  onChoose: (key: string) => void;
}

/**
 * The keys the team's singers saved for the song ("Ana: A · Pedro: C"), each a one-click
 * choice of the schedule's key for it.
 */
export function SingerKeys({ songName, keys, chosen, onChoose }: SingerKeysProps) {
  const { t } = useTranslation('schedule-form');
  if (keys.length === 0) return null;
  return (
    <Choices role="group" aria-label={t('songs.singerKeys', { name: songName })}>
      <span aria-hidden="true">{t('songs.singerKeysShort')}</span>
      {keys.map((key) => (
        <button
          key={key.membro_id}
          type="button"
          aria-pressed={chosen === key.tom}
          aria-label={t('songs.singerKey', { name: key.nome, key: key.tom })}
          onClick={() => onChoose(key.tom)}
        >
          {t('songs.singerKey', { name: shortName(key, keys), key: key.tom })}
        </button>
      ))}
    </Choices>
  );
}
