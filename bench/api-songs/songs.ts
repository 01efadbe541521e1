/**
 * A repertoire that looks like a Brazilian worship team's: Portuguese names with accents, a
 * few dozen artists, some albums. The same seed always gives the same songs, so two runs
 * measure the same data.
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
}

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

export function benchSongs(count: number, seed = 2024): BenchSong[] {
  const next = random(seed);
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
    return {
      // A number now and then, as teams keep several versions of one song ("… (Ao Vivo) 2").
      nome: index % 7 === 0 ? `${name()} ${1 + (index % 5)}` : name(),
      artista: pick(artists),
      album: next() < 0.7 ? pick(albums) : null,
      tom: pick(keys),
      bpm: 60 + Math.floor(next() * 90),
      classificacoes: [...songCategories].join(','),
    };
  });
}
