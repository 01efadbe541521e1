import type { SongCategory } from '../songs/catalogue';
import type { SongKey } from '../songs/keys';
import {
  aclameAoSenhorChart,
  bondadeDeDeusChart,
  deusEDeusChart,
  grandeEOSenhorChart,
  lugarSecretoChart,
  maranataChart,
  noiteFelizChart,
  ousadoAmorChart,
  porqueEleViveChart,
  vimParaAdorarTeChart,
} from './song-charts';

/** A song with the fields a team fills in or a catalogue import brings, and its chart. */
export interface DemoSong {
  nome: string;
  artista: string;
  album: string | null;
  tom: SongKey | null;
  bpm: number | null;
  /** Seconds. */
  duracao: number | null;
  classificacoes: readonly SongCategory[];
  link_cifra: string | null;
  link_letra: string | null;
  /** The chord chart as ChordPro (song-charts.ts: words written for the demo), or none. */
  cifra: string | null;
  /** The catalogue (Deezer) id of an imported song; null for one typed in by hand. */
  id_externo: string | null;
}

const cifra = (slug: string) => `https://www.cifraclub.com.br/${slug}/`;

/*
 * Real titles and artists Brazilian churches sing; keys, tempos and lengths are plausible
 * values for a demo, not transcriptions, and the catalogue ids are made up.
 */

/** The demo ministry's repertoire: imported songs (id_externo) and songs typed in by hand. */
export const demoMinistrySongs = [
  {
    nome: 'Bondade de Deus',
    artista: 'Isaias Saad',
    album: 'Bondade de Deus',
    tom: 'G',
    bpm: 68,
    duracao: 372,
    classificacoes: ['adoracao', 'confianca'],
    link_cifra: cifra('isaias-saad/bondade-de-deus'),
    link_letra: null,
    cifra: bondadeDeDeusChart,
    id_externo: '660000001',
  },
  {
    nome: 'Lugar Secreto',
    artista: 'Gabriela Rocha',
    album: 'Lugar Secreto',
    tom: 'D',
    bpm: 72,
    duracao: 415,
    classificacoes: ['adoracao', 'comunhao'],
    link_cifra: cifra('gabriela-rocha/lugar-secreto'),
    link_letra: null,
    cifra: lugarSecretoChart,
    id_externo: '660000002',
  },
  {
    nome: 'Ousado Amor',
    artista: 'Isaias Saad',
    album: 'Ousado Amor',
    tom: 'C',
    bpm: 70,
    duracao: 398,
    classificacoes: ['adoracao'],
    link_cifra: cifra('isaias-saad/ousado-amor'),
    link_letra: null,
    cifra: ousadoAmorChart,
    id_externo: '660000003',
  },
  {
    nome: 'Porque Ele Vive',
    artista: 'Harpa Cristã',
    album: null,
    tom: 'A',
    bpm: 76,
    duracao: 240,
    classificacoes: ['esperanca', 'pascoa'],
    link_cifra: null,
    link_letra: null,
    cifra: porqueEleViveChart,
    id_externo: null,
  },
  {
    nome: 'Grande é o Senhor',
    artista: 'Adhemar de Campos',
    album: 'Celebrai com Júbilo',
    tom: 'E',
    bpm: 120,
    duracao: 265,
    classificacoes: ['louvor', 'celebracao'],
    link_cifra: null,
    link_letra: null,
    cifra: grandeEOSenhorChart,
    id_externo: '660000005',
  },
  {
    nome: 'Aclame ao Senhor',
    artista: 'Diante do Trono',
    album: 'Aclame ao Senhor',
    tom: 'F',
    bpm: 128,
    duracao: 301,
    classificacoes: ['louvor', 'celebracao', 'vitoria'],
    link_cifra: cifra('diante-do-trono/aclame-ao-senhor'),
    link_letra: null,
    cifra: aclameAoSenhorChart,
    id_externo: '660000006',
  },
  {
    nome: 'Deus é Deus',
    artista: 'Delino Marçal',
    album: 'Deus é Deus',
    tom: 'Bm',
    bpm: 74,
    duracao: 356,
    classificacoes: ['confianca', 'vitoria'],
    link_cifra: null,
    link_letra: null,
    cifra: deusEDeusChart,
    id_externo: '660000007',
  },
  {
    nome: 'Caminho no Deserto',
    artista: 'Soraya Moraes',
    album: 'Caminho no Deserto',
    tom: 'E',
    bpm: 68,
    duracao: 420,
    classificacoes: ['confianca', 'esperanca'],
    link_cifra: null,
    link_letra: null,
    cifra: null,
    id_externo: '660000008',
  },
  {
    nome: 'Nada Além do Sangue',
    artista: 'Fernandinho',
    album: 'Galileu',
    tom: 'D',
    bpm: 66,
    duracao: 334,
    classificacoes: ['santa_ceia', 'rendicao'],
    link_cifra: null,
    link_letra: null,
    cifra: null,
    id_externo: '660000009',
  },
  {
    nome: 'Raridade',
    artista: 'Anderson Freire',
    album: 'Raridade',
    tom: 'G#',
    bpm: 64,
    duracao: 322,
    classificacoes: ['reflexivo', 'cura'],
    link_cifra: null,
    link_letra: null,
    cifra: null,
    id_externo: '660000010',
  },
  {
    nome: 'Santo Espírito',
    artista: 'Laura Souguellis',
    album: 'Santo Espírito',
    tom: 'A',
    bpm: 70,
    duracao: 455,
    classificacoes: ['adoracao', 'pentecostes'],
    link_cifra: null,
    link_letra: null,
    cifra: null,
    id_externo: '660000011',
  },
  {
    nome: 'Oceanos',
    artista: 'Ana Nóbrega',
    album: 'Oceanos',
    tom: 'Bm',
    bpm: 66,
    duracao: 478,
    classificacoes: ['confianca', 'rendicao'],
    link_cifra: null,
    link_letra: null,
    cifra: null,
    id_externo: '660000012',
  },
  {
    nome: 'Galileu',
    artista: 'Fernandinho',
    album: 'Galileu',
    tom: 'C',
    bpm: 72,
    duracao: 389,
    classificacoes: ['adoracao'],
    link_cifra: cifra('fernandinho/galileu'),
    link_letra: null,
    cifra: null,
    id_externo: '660000013',
  },
  {
    nome: 'Noite Feliz',
    artista: 'Hinário',
    album: null,
    tom: 'C',
    bpm: 90,
    duracao: 180,
    classificacoes: ['natal'],
    link_cifra: null,
    link_letra: null,
    cifra: noiteFelizChart,
    id_externo: null,
  },
  {
    nome: 'Maranata',
    artista: 'Ministério Avivah',
    album: 'Maranata',
    tom: 'Em',
    bpm: 130,
    duracao: 290,
    classificacoes: ['celebracao', 'esperanca'],
    link_cifra: null,
    link_letra: null,
    cifra: maranataChart,
    id_externo: '660000015',
  },
  {
    nome: 'Vim para Adorar-te',
    artista: 'Adoração e Adoradores',
    album: null,
    tom: 'D',
    bpm: 74,
    duracao: null,
    classificacoes: [],
    link_cifra: null,
    link_letra: 'https://www.letras.mus.br/vim-para-adorar-te/',
    cifra: vimParaAdorarTeChart,
    id_externo: null,
  },
] as const satisfies readonly DemoSong[];

/** A title of the demo ministry's repertoire: what a demo's setlists name songs by. */
export type DemoSongTitle = (typeof demoMinistrySongs)[number]['nome'];

/** The second ministry's two songs, typed in by hand. */
export const demoChoirSongs = [
  {
    nome: 'Jesus em Tua Presença',
    artista: 'Asaph Borba',
    album: null,
    tom: 'G',
    bpm: null,
    duracao: null,
    classificacoes: ['adoracao'],
    link_cifra: null,
    link_letra: null,
    cifra: null,
    id_externo: null,
  },
  {
    nome: 'Vem, Esta é a Hora',
    artista: 'Vineyard',
    album: null,
    tom: 'D',
    bpm: null,
    duracao: null,
    classificacoes: ['adoracao'],
    link_cifra: null,
    link_letra: null,
    cifra: null,
    id_externo: null,
  },
] as const satisfies readonly DemoSong[];
