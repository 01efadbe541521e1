/**
 * A repertoire that looks like a Brazilian worship team's: Portuguese names with accents, a
 * few dozen artists, some albums, and a chord chart on about a third of the songs (search
 * reads their words too). The same seed always gives the same songs, so two runs measure the
 * same data.
 */

const words = [
  'Adoração',
  'Santo',
  'Espírito',
  'Graça',
  'Deus',
  'Louvor',
  'Eterno',
  'Rei',
  'Cordeiro',
  'Glória',
  'Aleluia',
  'Hosana',
  'Fiel',
  'Jesus',
  'Senhor',
  'Coração',
  'Nação',
  'Salvação',
  'Perdão',
  'Misericórdia',
  'Presença',
  'Unção',
  'Trono',
  'Céu',
  'Luz',
  'Vida',
  'Amor',
  'Paz',
  'Vitória',
  'Fogo',
  'Rocha',
  'Água Viva',
  'Altar',
  'Promessa',
  'Caminho',
  'Redenção',
  'Soberano',
  'Poderoso',
  'Maravilhoso',
  'Ressurreição',
];

const connectors = ['de', 'do', 'da', 'ao', 'em', 'e', 'no', 'sem'];

const openings = [
  'Vem',
  'Tu És',
  'Quero',
  'Meu',
  'Teu',
  'Ó',
  'Nosso',
  'Há',
  'Sobre',
  'Até',
  'Mais',
  'Só',
];

const artists = [
  'Aline Barros',
  'Fernandinho',
  'Diante do Trono',
  'Gabriela Rocha',
  'Thalles Roberto',
  'Isadora Pompeo',
  'Morada',
  'Ministério Zoe',
  'Anderson Freire',
  'Bruna Karla',
  'Cassiane',
  'Harpa Cristã',
  'Kleber Lucas',
  'Nívea Soares',
  'Paulo César Baruk',
  'Leonardo Gonçalves',
  'Eli Soares',
  'Trazendo a Arca',
  'Preto no Branco',
  'Vineyard Brasil',
  'Fernanda Brum',
  'Sarah Farias',
  'Ministério Avivah',
  'Ana Paula Valadão',
  'Davi Sacer',
  'Juliano Son',
  'André Valadão',
  'Damares',
  'Mariana Valadão',
  'Gabriel Guedes',
];

const albums = [
  'Ao Vivo',
  'Acústico',
  'Adoração ao Vivo',
  'Som de Adoração',
  'Louvor e Graça',
  'Santo Espírito',
  'Deus de Promessas',
  'Eterno',
  'Coração Igual ao Teu',
  'Águas Purificadoras',
  'Creio',
  'Tempo de Avivamento',
];

const keys = ['C', 'D', 'E', 'F', 'G', 'A', 'B', 'Am', 'Em', 'Dm', 'Bm', 'F#m'];
const categories = ['adoracao', 'louvor', 'reflexivo', 'celebracao', 'vitoria', 'santa_ceia'];

export interface BenchSong {
  nome: string;
  artista: string;
  album: string | null;
  tom: string;
  bpm: number;
  classificacoes: string;
  /** ChordPro; null on most songs, as in a real repertoire. */
  cifra: string | null;
}

/** The share of songs with a chart. */
const CHART_SHARE = 0.3;

/** Chords a chart in each key of `keys` moves through (degrees I, V, vi, IV, ii, V4). */
const chordsOf: Record<string, readonly string[]> = {
  C: ['C', 'G/B', 'Am7', 'F7M', 'Dm7', 'G4'],
  D: ['D', 'A/C#', 'Bm7', 'G7M', 'Em7', 'A4'],
  E: ['E', 'B/D#', 'C#m7', 'A9', 'F#m7', 'B4'],
  F: ['F', 'C/E', 'Dm7', 'Bb7M', 'Gm7', 'C4'],
  G: ['G', 'D/F#', 'Em7', 'C7M', 'Am7', 'D4'],
  A: ['A', 'E/G#', 'F#m7', 'D7M', 'Bm7', 'E4'],
  B: ['B', 'F#/A#', 'G#m7', 'E7M', 'C#m7', 'F#4'],
  Am: ['Am', 'G', 'F7M', 'E7', 'Dm7', 'E4'],
  Em: ['Em', 'D', 'C7M', 'B7', 'Am7', 'B4'],
  Dm: ['Dm', 'C', 'Bb7M', 'A7', 'Gm7', 'A4'],
  Bm: ['Bm', 'A', 'G7M', 'F#7', 'Em7', 'F#4'],
  'F#m': ['F#m', 'E', 'D7M', 'C#7', 'Bm7', 'C#4'],
};

const lyricWords = [
  ...words,
  'meu',
  'Teu',
  'Tua',
  'canto',
  'mão',
  'olhar',
  'caminho',
  'manhã',
  'noite',
  'sempre',
  'voz',
  'nome',
  'povo',
  'chão',
  'fonte',
  'rio',
];
const sections = ['Verso 1', 'Refrão', 'Verso 2', 'Ponte'];

/** mulberry32: a tiny seeded generator, good enough to pick words. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A chart of three or four sections of four lines in the song's key, chords before words and
 * now and then inside one (as a pasted chart converts: "Ale[D]luia").
 */
function benchChart(key: string, next: () => number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const chords = chordsOf[key]!;
  const word = (index: number) => {
    const text = pick(index % 3 === 0 ? lyricWords : [...lyricWords, ...connectors]);
    const sung = index === 0 ? text : text.toLowerCase();
    if (index % 3 !== 0) return sung;
    const at = next() < 0.2 ? Math.min(2, sung.length - 1) : 0;
    return `${sung.slice(0, at)}[${pick(chords)}]${sung.slice(at)}`;
  };
  const line = () =>
    Array.from({ length: 6 + Math.floor(next() * 4) }, (_, i) => word(i)).join(' ');
  const parts = sections.slice(0, 3 + Math.floor(next() * 2)).map((label) => {
    const kind = label === 'Refrão' ? 'chorus' : label === 'Ponte' ? 'bridge' : 'verse';
    const lines = Array.from({ length: 4 }, line).join('\n');
    return `{start_of_${kind}: ${label}}\n${lines}\n{end_of_${kind}}`;
  });
  return [`{key: ${key}}`, ...parts].join('\n\n') + '\n';
}

export function benchSongs(count: number, seed = 2024): BenchSong[] {
  const next = random(seed);
  // Charts draw from a generator of their own: the songs' other fields stay the ones earlier
  // runs measured.
  const nextForChart = random(seed + 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const name = () => {
    const shape = next();
    if (shape < 0.3) return `${pick(words)} ${pick(connectors)} ${pick(words)}`;
    if (shape < 0.55) return `${pick(openings)} ${pick(words)}`;
    if (shape < 0.8) return `${pick(words)} ${pick(words)}`;
    return `${pick(openings)} ${pick(words)} ${pick(connectors)} ${pick(words)}`;
  };
  return Array.from({ length: count }, (_, index) => {
    const categoryCount = 1 + Math.floor(next() * 2);
    const songCategories = new Set(Array.from({ length: categoryCount }, () => pick(categories)));
    const song = {
      // A number now and then, as teams keep several versions of one song ("… (Ao Vivo) 2").
      nome: index % 7 === 0 ? `${name()} ${1 + (index % 5)}` : name(),
      artista: pick(artists),
      album: next() < 0.7 ? pick(albums) : null,
      tom: pick(keys),
      bpm: 60 + Math.floor(next() * 90),
      classificacoes: [...songCategories].join(','),
    };
    return {
      ...song,
      cifra: nextForChart() < CHART_SHARE ? benchChart(song.tom, nextForChart) : null,
    };
  });
}
