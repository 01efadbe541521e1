import type { SongRecord } from './song-record';

/*
 * Song search (part 2 §5): one set of rules the API turns into SQL and the mock API runs in
 * memory, so a remote tested on the mock finds what the real server finds, in the same order
 * (apps/api/test/search-parity.test.ts holds the two equal).
 */

/**
 * Text as search compares it: lower case, accents removed, spaces collapsed, so a musician
 * typing "adoracao" on a phone finds "Adoração".
 */
export function searchText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The same song typed twice: name and artist equal once folded ("Castelo forte" by "martinho
 * lutero" is "Castelo Forte" by "Martinho Lutero"). The album does not count: a team keeps one
 * arrangement of a song whatever album it came from.
 */
export function isSameSong(
  a: Pick<SongRecord, 'nome' | 'artista'>,
  b: Pick<SongRecord, 'nome' | 'artista'>,
): boolean {
  return (
    searchText(a.nome) === searchText(b.nome) && searchText(a.artista) === searchText(b.artista)
  );
}

/** What a song is searched and ordered by, kept beside it (the API stores these columns). */
export interface SongSearchColumns {
  /** The name, folded: the list's order. */
  nome_chave: string;
  /** Name, artist and album, folded: what a search matches first. */
  busca: string;
  /** The words of the chart, folded ('' without one): what a search matches after them. */
  letra_busca: string;
}

/**
 * The words of a ChordPro chart without its chords (`lyricsOf` of @levita/charts). The
 * contracts import no other library, so the API and the mock API hand it in.
 */
export type ChartLyrics = (chordPro: string) => string;

export const songSearchColumns = (
  song: Pick<SongRecord, 'nome' | 'artista' | 'album' | 'cifra'>,
  lyricsOf: ChartLyrics,
): SongSearchColumns => ({
  nome_chave: searchText(song.nome),
  busca: searchText([song.nome, song.artista, song.album ?? ''].join(' ')),
  letra_busca: song.cifra ? searchText(lyricsOf(song.cifra)) : '',
});

/** How a tier compares a column with the folded term. */
export type SearchMatch = 'equals' | 'prefix' | 'wordPrefix' | 'contains';

/**
 * Best matches first: the exact name, then names starting with the term, then a word of the
 * name, artist or album starting with it, then the term anywhere in them; then the lyrics, a
 * word starting with the term before the term anywhere, so a song is found by a line of its
 * words after every song whose title or artist matches. A song that matches no tier is not
 * found; every tier implies one of the two "anywhere" tiers, which are what the indexes
 * answer. Ties go by name, then id.
 */
export const songSearchTiers: readonly { column: keyof SongSearchColumns; match: SearchMatch }[] = [
  { column: 'nome_chave', match: 'equals' },
  { column: 'nome_chave', match: 'prefix' },
  { column: 'busca', match: 'wordPrefix' },
  { column: 'busca', match: 'contains' },
  { column: 'letra_busca', match: 'wordPrefix' },
  { column: 'letra_busca', match: 'contains' },
];

export function searchMatches(text: string, needle: string, match: SearchMatch): boolean {
  switch (match) {
    case 'equals':
      return text === needle;
    case 'prefix':
      return text.startsWith(needle);
    case 'wordPrefix':
      return text.startsWith(needle) || text.includes(` ${needle}`);
    case 'contains':
      return text.includes(needle);
  }
}

/** The tier a song falls in for a folded term (0 is best), or null when it does not match. */
export function songSearchRank(columns: SongSearchColumns, needle: string): number | null {
  const tier = songSearchTiers.findIndex(({ column, match }) =>
    searchMatches(columns[column], needle, match),
  );
  return tier === -1 ? null : tier;
}

/**
 * The repertoire's order: folded name compared as text (the byte order both databases use
 * for the column), then id, so pages never overlap or skip.
 */
export function compareSongOrder(
  a: SongSearchColumns & { id: number },
  b: SongSearchColumns & { id: number },
): number {
  if (a.nome_chave !== b.nome_chave) return a.nome_chave < b.nome_chave ? -1 : 1;
  return a.id - b.id;
}
