import { describe, expect, it } from 'vitest';
import {
  compareSongOrder,
  isSameSong,
  searchText,
  songSearchColumns,
  songSearchRank,
} from './song-search';

/** A stand-in for @levita/charts' lyricsOf, which the contracts do not import: chords out. */
const lyricsOf = (chordPro: string) => chordPro.replace(/\[[^\]]*\]/g, '');

const song = (
  nome: string,
  artista = 'Artista',
  album: string | null = null,
  cifra: string | null = null,
) => songSearchColumns({ nome, artista, album, cifra }, lyricsOf);

describe('searchText', () => {
  it('folds case and accents and collapses spaces', () => {
    expect(searchText('  Adoração   ao  REI ')).toBe('adoracao ao rei');
    expect(searchText('Ninguém Explica Deus')).toBe('ninguem explica deus');
    // A combining mark typed on its own is folded too (\p{M}, not only \p{Diacritic}).
    expect(searchText('Corac\u0327a\u0303o')).toBe('coracao');
  });
});

describe('songSearchRank', () => {
  it('ranks the exact name, then a name prefix, then a word prefix, then anywhere', () => {
    expect(songSearchRank(song('Santo'), 'santo')).toBe(0);
    expect(songSearchRank(song('Santo Espírito'), 'santo')).toBe(1);
    expect(songSearchRank(song('Tu És Santo'), 'santo')).toBe(2);
    expect(songSearchRank(song('Outra', 'Santos Louvores'), 'santo')).toBe(2);
    expect(songSearchRank(song('Sacrossanto'), 'santo')).toBe(3);
  });

  it('does not find a song matching in no field', () => {
    expect(songSearchRank(song('Hosana', 'Hillsong', 'Hosana'), 'santo')).toBeNull();
  });

  it('matches the album too', () => {
    expect(songSearchRank(song('Me Atraiu', 'Gabriela Rocha', 'Pai de Amor'), 'amor')).toBe(2);
  });

  it('finds a line of the lyrics, after every match of the name, artist or album', () => {
    const chart = '[G]Como o or[D]valho cobre o chão,\n[Em]cedo desce o Teu per[C]dão';
    expect(songSearchRank(song('Hino', 'Artista', null, chart), 'orvalho cobre')).toBe(4);
    expect(songSearchRank(song('Hino', 'Artista', null, chart), 'perdao')).toBe(4);
    expect(songSearchRank(song('Hino', 'Artista', null, chart), 'valho')).toBe(5);
    // Lines run on: a term across a line break is found, as it is sung.
    expect(songSearchRank(song('Hino', 'Artista', null, chart), 'chao, cedo')).toBe(4);
    expect(songSearchRank(song('Perdão', 'Artista', null, chart), 'perdao')).toBe(0);
    expect(songSearchRank(song('Hino', 'Artista', null, null), 'perdao')).toBeNull();
  });
});

describe('songSearchColumns', () => {
  it('folds the lyrics as the name is folded, and keeps none without a chart', () => {
    expect(song('A', 'B', null, '[C]Ó  Luz  [G]BENDITA\nDo Céu').letra_busca).toBe(
      'o luz bendita do ceu',
    );
    expect(song('A', 'B', null, null).letra_busca).toBe('');
  });
});

describe('compareSongOrder', () => {
  it('orders by folded name, then id', () => {
    const rows = [
      { id: 3, ...song('Bondade') },
      { id: 2, ...song('Água Viva') },
      { id: 1, ...song('Bondade') },
    ];
    expect(rows.sort(compareSongOrder).map((row) => row.id)).toEqual([2, 1, 3]);
  });
});

describe('isSameSong', () => {
  it('is the same name and artist, whatever the case, accents and spaces', () => {
    const saved = { nome: 'Castelo Forte', artista: 'Martinho Lutero' };
    expect(isSameSong(saved, { nome: ' castelo  forte', artista: 'MARTINHO LUTERO' })).toBe(true);
    expect(isSameSong({ nome: 'Adoração', artista: 'X' }, { nome: 'Adoracao', artista: 'x' })).toBe(
      true,
    );
    expect(isSameSong(saved, { nome: 'Castelo Forte', artista: 'Outro Artista' })).toBe(false);
    expect(
      isSameSong(saved, { nome: 'Castelo Forte é o Nosso Deus', artista: 'Martinho Lutero' }),
    ).toBe(false);
  });
});
