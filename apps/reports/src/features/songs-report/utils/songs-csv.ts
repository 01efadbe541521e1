import type { SongsReport } from '@levita/contracts';
import type { CsvCell } from '../../../utils/csv';

export interface SongsCsvLabels {
  header: [
    position: string,
    song: string,
    artist: string,
    count: string,
    originalKey: string,
    schedules: string,
  ];
  /** One schedule the song was used in ("22/11/2026 Culto de domingo (D)"). */
  use: (use: SongsReport['musicas'][number]['escalas'][number]) => string;
  /** What an unknown key shows. */
  noKey: string;
}

/** The songs tab as spreadsheet rows: one per song, its schedules in one cell. */
export function songsCsvRows(report: SongsReport, labels: SongsCsvLabels): CsvCell[][] {
  return [
    labels.header,
    ...report.musicas.map((song, index) => [
      index + 1,
      song.nome,
      song.artista,
      song.contagem,
      song.tom_original ?? labels.noKey,
      song.escalas.map(labels.use).join(' | '),
    ]),
  ];
}
