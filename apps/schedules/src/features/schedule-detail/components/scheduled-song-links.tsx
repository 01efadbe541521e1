import type { ScheduledSong } from '@levita/contracts';
import { buttonStyles, type ButtonSize, type ButtonVariant } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ExternalLink = styled.a<{ $variant?: ButtonVariant; $size?: ButtonSize }>`
  ${buttonStyles}
`;

const linkNames = ['cifra', 'letra', 'video', 'audio'] as const;

interface ScheduledSongLinksProps {
  song: ScheduledSong;
  newTabId: string;
}

/**
 * Chords, lyrics, video and audio, only those the song has. Each names its song (a screen
 * reader's list of links would otherwise read "Chords" four times), opens in a new tab and,
 * pointing outside the app, gets neither an opener nor a referrer.
 */
export function ScheduledSongLinks({ song, newTabId }: ScheduledSongLinksProps) {
  const { t } = useTranslation('schedule-detail');
  const present = linkNames.filter((name) => song.links[name]);
  if (present.length === 0) return null;
  return (
    <Links>
      {present.map((name) => (
        <li key={name}>
          <ExternalLink
            $variant="secondary"
            $size="small"
            href={song.links[name] ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(`songs.linksOf.${name}`, { name: song.nome })}
            aria-describedby={newTabId}
          >
            {t(`songs.links.${name}`)}
          </ExternalLink>
        </li>
      ))}
    </Links>
  );
}
