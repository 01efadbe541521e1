import type { Song } from '@levita/contracts';
import { formatDuration, useTranslation } from '@levita/i18n';
import { buttonStyles, type ButtonVariant, tableCardsOnPhone, VisuallyHidden } from '@levita/ui';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { SongCover } from '../../../components/song-cover';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
  thead th {
    font-size: ${({ theme }) => theme.font.small};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  tbody tr {
    cursor: pointer;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  /* A phone gets one card per song: the same data, labelled, and nothing wider than the screen. */
  ${tableCardsOnPhone(2)}
`;

/** The cells that take a whole card line on a phone (title, artist, the action). */
const WideOnPhone = styled.td`
  ${({ theme }) => theme.media.phone} {
    grid-column: 1 / -1;
  }
`;

const TitleCell = styled.th`
  font-weight: 600;
  ${({ theme }) => theme.media.phone} {
    grid-column: 1 / -1;
  }
`;

const Title = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  overflow-wrap: anywhere;
`;

/** The column name next to a value on a phone card; the table header says it elsewhere. */
const CellLabel = styled.span`
  display: none;
  ${({ theme }) => theme.media.phone} {
    display: block;
    font-size: ${({ theme }) => theme.font.small};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Wrap = styled.span`
  overflow-wrap: anywhere;
`;

const DetailsLink = styled(Link)<{ $variant?: ButtonVariant; $size?: 'small' | 'medium' }>`
  ${buttonStyles}
  white-space: nowrap;
  ${({ theme }) => theme.media.phone} {
    width: 100%;
  }
`;

export interface SongTableProps {
  songs: Song[];
  caption: string;
}

/** Did the click land on a control of its own (the details link), or end a text selection? */
function isOwnAction(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  if (target.closest('a, button')) return true;
  return (window.getSelection()?.toString() ?? '') !== '';
}

/**
 * The songs of one page (part 2 §2): title with cover, artist, key, duration and the details
 * link. A click anywhere on a row opens the song too; the link is the keyboard's way there.
 */
export function SongTable({ songs, caption }: SongTableProps) {
  const { t } = useTranslation(['song-list', 'repertoire']);
  const navigate = useNavigate();
  const headers = {
    title: t('table.title'),
    artist: t('repertoire:song.fields.artista'),
    key: t('repertoire:song.fields.tom'),
    duration: t('repertoire:song.fields.duracao'),
  };

  return (
    <Table>
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">{headers.title}</th>
          <th scope="col">{headers.artist}</th>
          <th scope="col">{headers.key}</th>
          <th scope="col">{headers.duration}</th>
          <th scope="col">
            <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {songs.map((song) => {
          const href = paths.song.getHref(song.id);
          return (
            <tr
              key={song.id}
              onClick={(event) => {
                if (!isOwnAction(event)) void navigate(href);
              }}
            >
              <TitleCell scope="row">
                <Title>
                  <SongCover src={song.capa_url} size={40} />
                  {song.nome}
                </Title>
              </TitleCell>
              <WideOnPhone>
                <CellLabel aria-hidden="true">{headers.artist}</CellLabel>
                <Wrap>{song.artista}</Wrap>
              </WideOnPhone>
              <td>
                <CellLabel aria-hidden="true">{headers.key}</CellLabel>
                {song.tom ?? (
                  <>
                    <span aria-hidden="true">—</span>
                    <VisuallyHidden>{t('repertoire:song.noKey')}</VisuallyHidden>
                  </>
                )}
              </td>
              <td>
                <CellLabel aria-hidden="true">{headers.duration}</CellLabel>
                {song.duracao === null ? (
                  <>
                    <span aria-hidden="true">{formatDuration(null)}</span>
                    <VisuallyHidden>{t('table.noDuration')}</VisuallyHidden>
                  </>
                ) : (
                  formatDuration(song.duracao)
                )}
              </td>
              <WideOnPhone>
                <DetailsLink
                  to={href}
                  $variant="secondary"
                  $size="small"
                  aria-label={t('table.viewDetailsOf', { name: song.nome })}
                >
                  {t('table.viewDetails')}
                </DetailsLink>
              </WideOnPhone>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
