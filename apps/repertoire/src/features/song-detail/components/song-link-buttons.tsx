import type { Song } from '@levita/contracts';
import { buttonStyles, type ButtonVariant, Cluster, VisuallyHidden } from '@levita/ui';
import { useId } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { songLinkNames } from '../../../components/song-fields/song-field-values';

const ExternalLink = styled.a<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  ${({ theme }) => theme.media.phone} {
    flex: 1 1 100%;
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The song's own link fields, by the form's names. */
const linkOf = (song: Song) => ({
  cifra: song.link_cifra,
  letra: song.link_letra,
  video: song.link_video,
  audio: song.link_audio,
});

/**
 * Chords, lyrics, video and audio: real links opening in a new tab, only for those the song
 * has. They point outside the app, so the new page gets neither an opener nor a referrer.
 */
export function SongLinkButtons({ song }: { song: Song }) {
  const { t } = useTranslation('song-detail');
  const newTabId = useId();
  const links = linkOf(song);
  const present = songLinkNames.filter((name) => links[name]);
  if (present.length === 0) return <Empty>{t('links.none')}</Empty>;
  return (
    <Cluster $gap={2}>
      <VisuallyHidden id={newTabId}>{t('links.newTab')}</VisuallyHidden>
      {present.map((name) => (
        <ExternalLink
          key={name}
          $variant="secondary"
          href={links[name] ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={newTabId}
        >
          {t(`links.open.${name}`)}
        </ExternalLink>
      ))}
    </Cluster>
  );
}
