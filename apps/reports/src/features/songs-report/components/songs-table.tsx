import type { SongsReport } from '@levita/contracts';
import { ministryLinks } from '@levita/contracts/paths';
import { ShellLink, useRemoteProps } from '@levita/federation';
import { useFormatters, useTranslation } from '@levita/i18n';
import { useId } from 'react';
import styled from 'styled-components';
import { ReportSection } from '../../../components/report-layout';
import { ReportTable } from '../../../components/report-table';

const Artist = styled.span`
  display: block;
  font-weight: 400;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Uses = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.small};
  li {
    overflow-wrap: anywhere;
  }
  time {
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

type SongRow = SongsReport['musicas'][number];

interface SongsTableProps {
  songs: SongRow[];
  /** The copy on paper: schedule titles as text, not links. */
  printed?: boolean;
}

/**
 * The most played songs in order: position, song and artist, times played, the song's own key
 * and each schedule it was used in (date, title linking to the schedule, key used).
 */
export function SongsTable({ songs, printed = false }: SongsTableProps) {
  const { t } = useTranslation('songs-report');
  const { shortDate } = useFormatters();
  const { ministry } = useRemoteProps();
  const headingId = useId();
  const noKey = t('noKey');
  const headers = {
    count: t('table.count'),
    originalKey: t('table.originalKey'),
    schedules: t('table.schedules'),
  };
  const scheduleTitle = (use: SongRow['escalas'][number]) =>
    printed || ministry === null ? (
      use.titulo
    ) : (
      <ShellLink to={ministryLinks.schedule(ministry.id, use.id)}>{use.titulo}</ShellLink>
    );

  return (
    <ReportSection aria-labelledby={headingId}>
      <h2 id={headingId}>{t('table.title')}</h2>
      <ReportTable aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col" className="number">
              {t('table.position')}
            </th>
            <th scope="col">{t('table.song')}</th>
            <th scope="col" className="number">
              {headers.count}
            </th>
            <th scope="col">{headers.originalKey}</th>
            <th scope="col">{headers.schedules}</th>
          </tr>
        </thead>
        <tbody>
          {songs.map((song, index) => (
            <tr key={song.id}>
              <td className="number desktop-only">{index + 1}</td>
              <th scope="row">
                <span className="phone-only">{t('table.rank', { position: index + 1 })} </span>
                {song.nome}
                <Artist>{song.artista}</Artist>
              </th>
              <td className="number" data-label={headers.count}>
                {song.contagem}
              </td>
              <td data-label={headers.originalKey}>{song.tom_original ?? noKey}</td>
              <td className="wide" data-label={headers.schedules}>
                <Uses>
                  {song.escalas.map((use) => (
                    <li key={use.id}>
                      <time dateTime={use.data.slice(0, 10)}>{shortDate(use.data)}</time>{' '}
                      {scheduleTitle(use)} {t('table.keyUsed', { key: use.tom_usado ?? noKey })}
                    </li>
                  ))}
                </Uses>
              </td>
            </tr>
          ))}
        </tbody>
      </ReportTable>
    </ReportSection>
  );
}
