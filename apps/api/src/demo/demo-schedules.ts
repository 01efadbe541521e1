import type { DefaultFunctionKey, SongKey } from '@levita/contracts';
import type { DemoPersonKey, DemoSongTitle } from '@levita/contracts/demo';

/*
 * The demo ministry's schedules and one member's unavailability, which `npm start -- --demo`
 * adds to the product's demo world (`@levita/contracts/demo`: its people, ministries, songs and
 * password, the mock API's too); seed-demo.ts writes them. pt-BR content, like the team.
 */

/** Who plays what: a lineup per kind of service, rotated through the weeks. */
const lineups = {
  sundayA: [
    ['ana', ['minister', 'acoustic_guitar']],
    ['carla', ['vocalist']],
    ['bruno', ['keyboard']],
    ['felipe', ['drums']],
    ['gabriela', ['bass']],
  ],
  sundayB: [
    ['bruno', ['piano']],
    ['elisa', ['vocalist', 'flute']],
    ['carla', ['vocalist']],
    ['ana', ['acoustic_guitar']],
    ['felipe', ['percussion']],
    ['gabriela', ['bass']],
  ],
  sundayC: [
    ['ana', ['minister']],
    ['elisa', ['vocalist']],
    ['bruno', ['keyboard', 'piano']],
    ['felipe', ['drums']],
    ['gabriela', ['bass']],
  ],
  rehearsal: [
    ['bruno', ['keyboard']],
    ['carla', ['vocalist']],
    ['elisa', ['vocalist']],
    ['felipe', ['drums']],
    ['gabriela', ['bass']],
  ],
} as const satisfies Record<
  string,
  readonly (readonly [DemoPersonKey, readonly DefaultFunctionKey[]])[]
>;

export type DemoLineup = (typeof lineups)[keyof typeof lineups];
type LineupPerson = DemoLineup[number][0];

export interface DemoSchedule {
  titulo: string;
  /**
   * Days after the last Sunday before today ('lastSunday', so zero or less) or after the
   * first Sunday after today ('nextSunday'): past schedules stay past, coming ones coming.
   */
  date: { from: 'lastSunday' | 'nextSunday'; days: number };
  horario: string;
  local: string;
  observacoes?: string;
  /** The first of the lineup leads it. */
  lineup: DemoLineup;
  /** Titles in order; with a key, the song is played in that key that day. */
  songs: readonly (DemoSongTitle | readonly [DemoSongTitle, SongKey])[];
  state: 'finished' | 'published' | 'draft';
  /** Who confirmed: everyone not declining ('all'), or only these. The others have not answered. */
  confirmed: 'all' | readonly LineupPerson[];
  /** Who declined, and why. */
  declined?: Partial<Record<LineupPerson, string>>;
}

const sunday = 'Culto de Domingo';
const temple = 'Templo principal';
const rehearsalRoom = 'Sala de ensaio';

/**
 * Eight past services and rehearsals (finished), four coming ones (published, answered or
 * not) and a draft. Nobody waits for an answer on a schedule less than four days away, so the
 * demo queues no reminder at start-up (the mail queue reminds 48 hours ahead by default).
 */
export const demoSchedules: readonly DemoSchedule[] = [
  {
    titulo: sunday,
    date: { from: 'lastSunday', days: -35 },
    horario: '19:00',
    local: temple,
    lineup: lineups.sundayA,
    songs: ['Aclame ao Senhor', 'Galileu', ['Lugar Secreto', 'E'], 'Bondade de Deus'],
    state: 'finished',
    confirmed: 'all',
  },
  {
    titulo: sunday,
    date: { from: 'lastSunday', days: -28 },
    horario: '19:00',
    local: temple,
    lineup: lineups.sundayB,
    songs: ['Grande é o Senhor', 'Ousado Amor', 'Raridade', 'Caminho no Deserto'],
    state: 'finished',
    confirmed: 'all',
    declined: { felipe: 'Plantão no trabalho' },
  },
  {
    titulo: 'Ensaio',
    date: { from: 'lastSunday', days: -25 },
    horario: '20:00',
    local: rehearsalRoom,
    observacoes: 'Passar as músicas de domingo com o tom de cada vocal',
    lineup: lineups.rehearsal,
    songs: ['Nada Além do Sangue', 'Oceanos', 'Santo Espírito', 'Galileu'],
    state: 'finished',
    confirmed: 'all',
  },
  {
    titulo: 'Culto de Santa Ceia',
    date: { from: 'lastSunday', days: -21 },
    horario: '19:00',
    local: temple,
    lineup: lineups.sundayC,
    songs: [
      'Nada Além do Sangue',
      ['Oceanos', 'D'],
      'Santo Espírito',
      'Galileu',
      'Vim para Adorar-te',
    ],
    state: 'finished',
    confirmed: 'all',
  },
  {
    titulo: sunday,
    date: { from: 'lastSunday', days: -14 },
    horario: '19:00',
    local: temple,
    lineup: lineups.sundayA,
    songs: ['Grande é o Senhor', 'Lugar Secreto', 'Deus é Deus', 'Maranata', 'Bondade de Deus'],
    state: 'finished',
    // Gabriela never answered: the participation report shows it.
    confirmed: ['ana', 'carla', 'bruno', 'felipe'],
  },
  {
    titulo: 'Ensaio',
    date: { from: 'lastSunday', days: -11 },
    horario: '20:00',
    local: rehearsalRoom,
    lineup: lineups.rehearsal,
    songs: ['Aclame ao Senhor', 'Ousado Amor', 'Porque Ele Vive', 'Lugar Secreto'],
    state: 'finished',
    confirmed: 'all',
  },
  {
    titulo: sunday,
    date: { from: 'lastSunday', days: -7 },
    horario: '19:00',
    local: temple,
    lineup: lineups.sundayB,
    songs: [
      'Aclame ao Senhor',
      'Ousado Amor',
      'Porque Ele Vive',
      ['Raridade', 'A'],
      'Lugar Secreto',
    ],
    state: 'finished',
    confirmed: 'all',
    declined: { carla: 'Viagem em família' },
  },
  {
    titulo: sunday,
    date: { from: 'lastSunday', days: 0 },
    horario: '19:00',
    local: temple,
    lineup: lineups.sundayC,
    songs: ['Deus é Deus', 'Galileu', 'Bondade de Deus', 'Caminho no Deserto'],
    state: 'finished',
    confirmed: 'all',
  },
  {
    titulo: sunday,
    date: { from: 'nextSunday', days: 0 },
    horario: '19:00',
    local: temple,
    observacoes: 'Chegar às 18h para a passagem de som',
    lineup: lineups.sundayA,
    songs: [
      'Grande é o Senhor',
      'Aclame ao Senhor',
      'Ousado Amor',
      ['Santo Espírito', 'G'],
      'Raridade',
    ],
    state: 'published',
    confirmed: 'all',
    declined: { gabriela: 'Consulta médica no mesmo horário' },
  },
  {
    titulo: 'Ensaio',
    date: { from: 'nextSunday', days: 3 },
    horario: '20:00',
    local: rehearsalRoom,
    lineup: lineups.rehearsal,
    songs: ['Maranata', 'Caminho no Deserto', 'Deus é Deus', 'Lugar Secreto'],
    state: 'published',
    confirmed: ['bruno', 'carla'],
  },
  {
    titulo: sunday,
    date: { from: 'nextSunday', days: 7 },
    horario: '19:00',
    local: temple,
    // Elisa is away that weekend (her unavailability below): the lineup without her.
    lineup: lineups.sundayA,
    songs: [
      'Maranata',
      'Caminho no Deserto',
      'Deus é Deus',
      ['Lugar Secreto', 'D'],
      'Bondade de Deus',
    ],
    state: 'published',
    confirmed: ['ana', 'carla', 'felipe'],
  },
  {
    titulo: 'Culto de Missões',
    date: { from: 'nextSunday', days: 14 },
    horario: '19:00',
    local: temple,
    lineup: lineups.sundayC,
    songs: ['Porque Ele Vive', 'Oceanos', 'Santo Espírito', 'Galileu'],
    state: 'published',
    confirmed: ['elisa'],
  },
  {
    titulo: sunday,
    date: { from: 'nextSunday', days: 21 },
    horario: '19:00',
    local: temple,
    lineup: lineups.sundayB,
    songs: [
      'Vim para Adorar-te',
      'Ousado Amor',
      'Raridade',
      'Nada Além do Sangue',
      'Bondade de Deus',
    ],
    state: 'draft',
    confirmed: [],
  },
];

/** Elisa is away the weekend of the second coming Sunday (days after the next Sunday). */
export const demoUnavailability = {
  member: 'elisa',
  from: 6,
  to: 8,
  justificativa: 'Casamento de uma amiga',
} as const satisfies { member: DemoPersonKey; from: number; to: number; justificativa: string };
