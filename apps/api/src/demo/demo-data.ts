import type { DefaultFunctionKey, SongCategory, SongKey } from '@levita/contracts';

/*
 * What `npm start -- --demo` puts in an empty database (seed-demo.ts writes it): a Brazilian
 * worship team, so the content is pt-BR. Songs are real titles and artists (no lyrics); their
 * keys, tempos and lengths are plausible values for a demo, not transcriptions.
 */

export const DEMO_MINISTRY = 'Ministério de Louvor Demo';

/**
 * The one password of every demo account, printed at start-up. It passes the sign-up rules
 * (seed-demo.ts checks it with them).
 */
export const DEMO_PASSWORD = 'Louvor@2026';

export type DemoRole = 'owner' | 'admin' | 'member';

export interface DemoPerson {
  nome: string;
  /** On example.com (RFC 2606): with SMTP_URL set, no demo e-mail can reach a real inbox. */
  email: string;
  telefone: string;
  role: DemoRole;
  /** The functions they hold, the principal one first. */
  functions: readonly DefaultFunctionKey[];
}

const person = (
  nome: string,
  key: string,
  line: number,
  role: DemoRole,
  functions: readonly DefaultFunctionKey[],
): DemoPerson => ({
  nome,
  email: `${key}@example.com`,
  telefone: `(11) 90000-00${String(line).padStart(2, '0')}`,
  role,
  functions,
});

/** The team: an owner, two admins and nine members. */
export const demoPeople = {
  marcos: person('Marcos Oliveira', 'marcos', 1, 'owner', ['minister', 'acoustic_guitar']),
  juliana: person('Juliana Santos', 'juliana', 2, 'admin', ['vocalist', 'keyboard']),
  rafael: person('Rafael Costa', 'rafael', 3, 'admin', ['electric_guitar', 'vocalist']),
  ana: person('Ana Beatriz Lima', 'ana', 4, 'member', ['vocalist']),
  lucas: person('Lucas Ferreira', 'lucas', 5, 'member', ['drums']),
  gabriel: person('Gabriel Souza', 'gabriel', 6, 'member', ['bass']),
  camila: person('Camila Rodrigues', 'camila', 7, 'member', ['keyboard', 'piano']),
  thiago: person('Thiago Almeida', 'thiago', 8, 'member', ['acoustic_guitar', 'vocalist']),
  larissa: person('Larissa Pereira', 'larissa', 9, 'member', ['vocalist', 'minister']),
  pedro: person('Pedro Henrique Carvalho', 'pedro', 10, 'member', ['sound_technician', 'media']),
  beatriz: person('Beatriz Gomes', 'beatriz', 11, 'member', ['media']),
  daniel: person('Daniel Ribeiro', 'daniel', 12, 'member', ['drums', 'percussion']),
} as const satisfies Record<string, DemoPerson>;

export type DemoPersonKey = keyof typeof demoPeople;

/** The accounts printed at start-up, one per standing. */
export const demoLogins = {
  owner: 'marcos',
  admin: 'juliana',
  member: 'ana',
} as const satisfies Record<DemoRole, DemoPersonKey>;

export interface DemoSong {
  nome: string;
  artista: string;
  tom: SongKey;
  bpm: number;
  /** Seconds. */
  duracao: number;
  classificacoes: readonly SongCategory[];
}

const song = (
  nome: string,
  artista: string,
  tom: SongKey,
  bpm: number,
  duracao: number,
  ...classificacoes: SongCategory[]
): DemoSong => ({ nome, artista, tom, bpm, duracao, classificacoes });

/** Sixty songs Brazilian churches sing. */
export const demoSongs: readonly DemoSong[] = [
  song('Lugar Secreto', 'Gabriela Rocha', 'G', 68, 372, 'adoracao'),
  song('Atos 2', 'Gabriela Rocha', 'A', 72, 410, 'adoracao', 'pentecostes'),
  song('Me Atraiu', 'Gabriela Rocha', 'E', 70, 356, 'adoracao', 'rendicao'),
  song('Creio que Tu És a Cura', 'Gabriela Rocha', 'D', 74, 398, 'cura', 'confianca'),
  song('Ousado Amor', 'Isaias Saad', 'C', 71, 388, 'adoracao'),
  song('Bondade de Deus', 'Isaias Saad', 'G', 68, 342, 'adoracao', 'confianca'),
  song('Enche-me', 'Isaias Saad', 'D', 66, 365, 'adoracao', 'pentecostes'),
  song('Deus de Promessas', 'Davi Sacer', 'A', 76, 331, 'confianca', 'esperanca'),
  song('Raridade', 'Anderson Freire', 'F', 72, 318, 'reflexivo'),
  song('Acalma o Meu Coração', 'Anderson Freire', 'E', 68, 305, 'confianca', 'reflexivo'),
  song('Todavia Me Alegrarei', 'Samuel Messias', 'G', 74, 296, 'confianca', 'vitoria'),
  song('Aos Pés da Cruz', 'Kleber Lucas', 'D', 64, 312, 'adoracao', 'santa_ceia'),
  song('Deus Cuida de Mim', 'Kleber Lucas', 'C', 82, 284, 'confianca'),
  song('Galileu', 'Fernandinho', 'D', 72, 347, 'adoracao'),
  song('Faz Chover', 'Fernandinho', 'A', 128, 298, 'celebracao', 'pentecostes'),
  song('Nada Além do Sangue', 'Fernandinho', 'E', 70, 334, 'santa_ceia', 'adoracao'),
  song('Uma Nova História', 'Fernandinho', 'B', 124, 276, 'celebracao', 'esperanca'),
  song('Me Ama', 'Diante do Trono', 'G', 68, 380, 'adoracao'),
  song('Águas Purificadoras', 'Diante do Trono', 'D', 70, 402, 'adoracao', 'cura'),
  song('Aclame ao Senhor', 'Diante do Trono', 'A', 76, 318, 'louvor', 'celebracao'),
  song('Preciso de Ti', 'Diante do Trono', 'E', 66, 364, 'rendicao', 'intercessao'),
  song('Te Agradeço', 'Diante do Trono', 'C', 118, 262, 'louvor', 'ofertorio'),
  song('Sonda-me, Usa-me', 'Aline Barros', 'G', 70, 314, 'rendicao', 'missoes'),
  song('Ressuscita-me', 'Aline Barros', 'A', 78, 322, 'cura', 'esperanca'),
  song('Consagração', 'Aline Barros', 'D', 68, 301, 'rendicao'),
  song('Rendido Estou', 'Aline Barros', 'E', 66, 289, 'rendicao', 'adoracao'),
  song('Vitória no Deserto', 'Aline Barros', 'C', 132, 268, 'vitoria', 'celebracao'),
  song('Grande É o Senhor', 'Adhemar de Campos', 'D', 112, 244, 'louvor'),
  song('Quão Grande É o Meu Deus', 'Soraya Moraes', 'G', 74, 308, 'louvor', 'adoracao'),
  song('Caminho no Deserto', 'Soraya Moraes', 'E', 68, 356, 'confianca', 'esperanca'),
  song('Restitui', 'Toque no Altar', 'F', 70, 388, 'cura', 'esperanca'),
  song('Oceanos (Onde Meus Pés Podem Falhar)', 'Ana Nóbrega', 'D', 64, 512, 'confianca'),
  song('A Casa É Sua', 'Casa Worship', 'A', 70, 415, 'adoracao'),
  song('Santo Espírito', 'Laura Souguellis', 'B', 66, 392, 'pentecostes', 'adoracao'),
  song('Em Teus Braços', 'Laura Souguellis', 'G', 68, 347, 'confianca', 'adoracao'),
  song('Advogado Fiel', 'Bruna Karla', 'G', 72, 327, 'confianca'),
  song('Sou Humano', 'Bruna Karla', 'C', 70, 301, 'reflexivo'),
  song('Deus Me Ama', 'Thalles Roberto', 'E', 120, 282, 'celebracao'),
  song('Arde Outra Vez', 'Thalles Roberto', 'A', 74, 338, 'pentecostes', 'rendicao'),
  song('Uma História Escrita pelo Dedo de Deus', 'Thalles Roberto', 'D', 72, 366, 'esperanca'),
  song('Ninguém Explica Deus', 'Preto no Branco', 'C', 80, 322, 'louvor', 'adoracao'),
  song('Maranata', 'Ministério Avivah', 'A', 74, 390, 'adoracao', 'esperanca'),
  song('Fiel a Mim', 'Eyshila', 'G', 70, 318, 'confianca'),
  song('500 Graus', 'Cassiane', 'E', 138, 254, 'celebracao', 'pentecostes'),
  song('Com Muito Louvor', 'Cassiane', 'D', 126, 246, 'louvor', 'celebracao'),
  song('Espírito Santo', 'Fernanda Brum', 'F', 68, 334, 'pentecostes'),
  song('Reina em Mim', 'Nívea Soares', 'D', 70, 360, 'rendicao', 'adoracao'),
  song('Getsêmani', 'Leonardo Gonçalves', 'Am', 62, 341, 'reflexivo', 'pascoa'),
  song('Jesus em Tua Presença', 'Asaph Borba', 'G', 66, 284, 'adoracao', 'comunhao'),
  song('Só Tu És Santo', 'Morada', 'E', 68, 377, 'adoracao'),
  song('Não Pare', 'Midian Lima', 'A', 76, 332, 'vitoria', 'esperanca'),
  song('Faz um Milagre em Mim', 'Régis Danese', 'G', 72, 289, 'cura', 'rendicao'),
  song('Os Sonhos de Deus', 'Ludmila Ferber', 'C', 74, 304, 'esperanca'),
  song('Nunca Pare de Lutar', 'Ludmila Ferber', 'D', 80, 296, 'vitoria'),
  song('Porque Ele Vive', 'Harpa Cristã', 'G', 76, 232, 'pascoa', 'esperanca'),
  song('Marca da Promessa', 'Trazendo a Arca', 'E', 72, 352, 'confianca', 'esperanca'),
  song('Deus Proverá', 'Gabriela Gomes', 'A', 70, 318, 'confianca'),
  song('Sabor de Mel', 'Damares', 'D', 96, 274, 'louvor'),
  song('O Maior Troféu', 'Damares', 'C', 84, 292, 'vitoria'),
  song('Deus É Deus', 'Delino Marçal', 'F', 76, 315, 'louvor', 'confianca'),
];

/** Who plays what: a lineup per kind of service, rotated through the weeks. */
const lineups = {
  sundayA: [
    ['marcos', ['minister', 'acoustic_guitar']],
    ['juliana', ['vocalist']],
    ['lucas', ['drums']],
    ['gabriel', ['bass']],
    ['camila', ['keyboard']],
    ['pedro', ['sound_technician']],
  ],
  sundayB: [
    ['larissa', ['minister']],
    ['ana', ['vocalist']],
    ['thiago', ['acoustic_guitar']],
    ['daniel', ['drums']],
    ['rafael', ['electric_guitar']],
    ['beatriz', ['media']],
  ],
  sundayC: [
    ['rafael', ['electric_guitar', 'vocalist']],
    ['ana', ['vocalist']],
    ['camila', ['piano']],
    ['daniel', ['percussion']],
    ['gabriel', ['bass']],
    ['pedro', ['sound_technician', 'media']],
  ],
  rehearsal: [
    ['juliana', ['vocalist', 'keyboard']],
    ['rafael', ['electric_guitar']],
    ['gabriel', ['bass']],
    ['lucas', ['drums']],
  ],
} as const satisfies Record<
  string,
  readonly (readonly [DemoPersonKey, readonly DefaultFunctionKey[]])[]
>;

export type DemoLineup = (typeof lineups)[keyof typeof lineups];

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
  songs: readonly (string | readonly [string, SongKey])[];
  state: 'finished' | 'published' | 'draft';
  /** Who confirmed: everyone not declining ('all'), or only these. The others have not answered. */
  confirmed: 'all' | readonly DemoPersonKey[];
  /** Who declined, and why. */
  declined?: Partial<Record<DemoPersonKey, string>>;
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
    songs: ['Aclame ao Senhor', 'Galileu', ['Lugar Secreto', 'A'], 'Bondade de Deus'],
    state: 'finished',
    confirmed: 'all',
  },
  {
    titulo: sunday,
    date: { from: 'lastSunday', days: -28 },
    horario: '19:00',
    local: temple,
    lineup: lineups.sundayB,
    songs: ['Faz Chover', 'Ousado Amor', 'Me Ama', 'Deus de Promessas', 'Raridade'],
    state: 'finished',
    confirmed: 'all',
    declined: { thiago: 'Plantão no trabalho' },
  },
  {
    titulo: 'Ensaio',
    date: { from: 'lastSunday', days: -25 },
    horario: '20:00',
    local: rehearsalRoom,
    observacoes: 'Passar as músicas de domingo com o tom de cada vocal',
    lineup: lineups.rehearsal,
    songs: [
      'Nada Além do Sangue',
      'Aos Pés da Cruz',
      'Oceanos (Onde Meus Pés Podem Falhar)',
      'Galileu',
    ],
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
      'Aos Pés da Cruz',
      ['Oceanos (Onde Meus Pés Podem Falhar)', 'C'],
      'Galileu',
      'Jesus em Tua Presença',
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
    songs: [
      'Grande É o Senhor',
      'Lugar Secreto',
      'Todavia Me Alegrarei',
      'Ninguém Explica Deus',
      'Me Atraiu',
      'Bondade de Deus',
    ],
    state: 'finished',
    // Camila never answered: the participation report shows it.
    confirmed: ['marcos', 'juliana', 'lucas', 'gabriel', 'pedro'],
  },
  {
    titulo: 'Ensaio',
    date: { from: 'lastSunday', days: -11 },
    horario: '20:00',
    local: rehearsalRoom,
    lineup: lineups.rehearsal,
    songs: ['Com Muito Louvor', 'Ousado Amor', 'Santo Espírito', 'Restitui'],
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
      'Com Muito Louvor',
      'Ousado Amor',
      'Santo Espírito',
      ['Restitui', 'E'],
      'Lugar Secreto',
    ],
    state: 'finished',
    confirmed: 'all',
    declined: { larissa: 'Viagem em família' },
  },
  {
    titulo: sunday,
    date: { from: 'lastSunday', days: 0 },
    horario: '19:00',
    local: temple,
    lineup: lineups.sundayC,
    songs: ['Deus É Deus', 'Galileu', 'Bondade de Deus', 'Em Teus Braços'],
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
    songs: ['Faz Chover', 'Aclame ao Senhor', 'Ousado Amor', ['Me Ama', 'A'], 'Raridade'],
    state: 'published',
    confirmed: 'all',
    declined: { pedro: 'Consulta médica no mesmo horário' },
  },
  {
    titulo: 'Ensaio',
    date: { from: 'nextSunday', days: 3 },
    horario: '20:00',
    local: rehearsalRoom,
    lineup: lineups.rehearsal,
    songs: ['Vitória no Deserto', 'Caminho no Deserto', 'Deus de Promessas', 'Lugar Secreto'],
    state: 'published',
    confirmed: ['juliana', 'rafael'],
  },
  {
    titulo: sunday,
    date: { from: 'nextSunday', days: 7 },
    horario: '19:00',
    local: temple,
    // Lucas is away that weekend (his unavailability below): Daniel plays drums.
    lineup: lineups.sundayB,
    songs: [
      'Vitória no Deserto',
      'Caminho no Deserto',
      'Deus de Promessas',
      ['Lugar Secreto', 'G'],
      'Maranata',
    ],
    state: 'published',
    confirmed: ['larissa', 'thiago', 'daniel'],
  },
  {
    titulo: 'Culto de Missões',
    date: { from: 'nextSunday', days: 14 },
    horario: '19:00',
    local: temple,
    lineup: lineups.sundayC,
    songs: ['Sonda-me, Usa-me', 'Consagração', 'Os Sonhos de Deus', 'Não Pare'],
    state: 'published',
    confirmed: ['rafael'],
  },
  {
    titulo: sunday,
    date: { from: 'nextSunday', days: 21 },
    horario: '19:00',
    local: temple,
    lineup: lineups.sundayA,
    songs: ['Te Agradeço', 'Arde Outra Vez', 'Reina em Mim', 'Só Tu És Santo', 'Bondade de Deus'],
    state: 'draft',
    confirmed: [],
  },
];

/** Lucas is away the weekend of the second coming Sunday (days after the next Sunday). */
export const demoUnavailability = {
  member: 'lucas',
  from: 6,
  to: 8,
  justificativa: 'Viagem em família',
} as const satisfies { member: DemoPersonKey; from: number; to: number; justificativa: string };
