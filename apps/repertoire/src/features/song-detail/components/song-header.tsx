import type { Song } from '@levita/contracts';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SongCover } from '../../../components/song-cover';

/** Square side of the detail page's cover. */
export const DETAIL_COVER_SIZE = 160;

const Header = styled.header`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(5)};
  ${({ theme }) => theme.media.phone} {
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.title};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

interface SongHeaderProps {
  song: Song;
  titleId: string;
  /** The admin actions, under the artist. */
  children?: ReactNode;
}

/** Cover, name and artist: shown in view and edit alike, so the page keeps its heading. */
export function SongHeader({ song, titleId, children }: SongHeaderProps) {
  return (
    <Header>
      <SongCover src={song.capa_url} size={DETAIL_COVER_SIZE} />
      <Titles>
        <div>
          <h1 id={titleId}>{song.nome}</h1>
          <p>{song.artista}</p>
        </div>
        {children}
      </Titles>
    </Header>
  );
}
