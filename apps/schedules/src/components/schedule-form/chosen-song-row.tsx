import type { MemberSongKey } from '@levita/contracts';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import type { DraftSong } from '../../utils/schedule-draft';
import { RowOrderButtons } from './row-order-buttons';
import { SingerKeys } from './singer-keys';
import { SongKeySelect } from './song-key-select';

const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) minmax(120px, 160px) auto;
  grid-template-areas: 'position song key actions';
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  > :nth-child(1) {
    grid-area: position;
  }
  > :nth-child(2) {
    grid-area: song;
  }
  > :nth-child(3) {
    grid-area: key;
  }
  > :nth-child(4) {
    grid-area: actions;
  }
  label {
    font-size: ${({ theme }) => theme.font.tiny};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* On a phone the song's name gets the whole first line; key and buttons share the second. */
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-areas:
      'position song song'
      'key key actions';
    align-items: end;
  }
`;

const Position = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primarySurface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
`;

const Song = styled.div`
  min-width: 0;
  strong,
  span {
    display: block;
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.small};
  }
`;

const KeyChoice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
`;

export type MoveDirection = -1 | 1;

interface ChosenSongRowProps {
  song: DraftSong;
  singerKeys: readonly MemberSongKey[];
  position: number;
  isFirst: boolean;
  isLast: boolean;
  onKey: (key: string | null) => void;
  onMove: (by: MoveDirection) => void;
  onRemove: () => void;
}

/** One song of the schedule: its place, its key, and the buttons to move or remove it. */
export function ChosenSongRow({
  song,
  singerKeys,
  position,
  isFirst,
  isLast,
  onKey,
  onMove,
  onRemove,
}: ChosenSongRowProps) {
  const { t } = useTranslation('schedule-form');
  return (
    <Row data-song-id={song.musica_id}>
      <Position>{position}</Position>
      <Song>
        <strong>{song.nome}</strong>
        <span>{song.artista}</span>
      </Song>
      <KeyChoice>
        <SongKeySelect song={song} onChange={onKey} />
        <SingerKeys
          songName={song.nome}
          keys={singerKeys}
          chosen={song.tom_alterado ?? song.tom}
          onChoose={onKey}
        />
      </KeyChoice>
      <Actions>
        <RowOrderButtons
          labels={{
            up: t('songs.moveUp', { name: song.nome }),
            down: t('songs.moveDown', { name: song.nome }),
            remove: t('songs.remove', { name: song.nome }),
          }}
          isFirst={isFirst}
          isLast={isLast}
          onMove={onMove}
          onRemove={onRemove}
        />
      </Actions>
    </Row>
  );
}
