import {
  defaultFunctionNames,
  defaultFunctions,
  emptySongValues,
  type DefaultFunctionKey,
  type FunctionRecord,
  type MemberRecord,
  type MinistryStanding,
  type SongRecord,
  type SongValues,
  REMINDER_HOURS,
} from '@levita/contracts';
import { addDays, weekday } from './calendar';
import type { DemoSchedule, DemoScheduledMember, DemoTables } from './demo-store';
import { FIRST_VERSION } from './versions';

/** The ministry the standalone harness and most tests work in. */
export const DEMO_MINISTRY_ID = 1;
export const DEMO_MINISTRY_NAME = 'Ministério de Louvor';
/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'Levita@2026';
/** The one reset link token POST /redefinir-senha accepts. */
export const DEMO_RESET_TOKEN = 'demo-reset-token';

/** Who the role switcher signs in as, by standing in the demo ministry. */
export const demoUserIdByStanding: Record<MinistryStanding, number> = {
  PROPRIETARIO: 1,
  ADMIN: 2,
  MEMBRO: 3,
  PENDENTE: 4,
};

const functionNames = defaultFunctionNames['pt-BR'];

/** Function ids of the demo ministry, by their default key (ids 1-18 in that order). */
const fn = Object.fromEntries(defaultFunctions.map((f, index) => [f.key, index + 1])) as Record<
  DefaultFunctionKey,
  number
>;

type SongSeed = Pick<SongValues, 'nome' | 'artista'> & Partial<SongValues>;

const cifra = (slug: string) => `https://www.cifraclub.com.br/${slug}/`;

/** The demo repertoire: 16 songs, imported ones (id_externo) and manual ones. */
const demoSongs: SongSeed[] = [
  {
    nome: 'Bondade de Deus',
    artista: 'Isaias Saad',
    album: 'Bondade de Deus',
    tom: 'G',
    bpm: 68,
    duracao: 372,
    classificacoes: 'adoracao,confianca',
    link_cifra: cifra('isaias-saad/bondade-de-deus'),
    id_externo: '660000001',
  },
  {
    nome: 'Lugar Secreto',
    artista: 'Gabriela Rocha',
    album: 'Lugar Secreto',
    tom: 'D',
    bpm: 72,
    duracao: 415,
    classificacoes: 'adoracao,comunhao',
    link_cifra: cifra('gabriela-rocha/lugar-secreto'),
    id_externo: '660000002',
  },
  {
    nome: 'Ousado Amor',
    artista: 'Isaias Saad',
    album: 'Ousado Amor',
    tom: 'C',
    bpm: 70,
    duracao: 398,
    classificacoes: 'adoracao',
    link_cifra: cifra('isaias-saad/ousado-amor'),
    id_externo: '660000003',
  },
  {
    nome: 'Porque Ele Vive',
    artista: 'Harpa Cristã',
    album: null,
    tom: 'A',
    bpm: 76,
    duracao: 240,
    classificacoes: 'esperanca,pascoa',
    link_cifra: null,
    id_externo: null,
  },
  {
    nome: 'Grande é o Senhor',
    artista: 'Adhemar de Campos',
    album: 'Celebrai com Júbilo',
    tom: 'E',
    bpm: 120,
    duracao: 265,
    classificacoes: 'louvor,celebracao',
    link_cifra: null,
    id_externo: '660000005',
  },
  {
    nome: 'Aclame ao Senhor',
    artista: 'Diante do Trono',
    album: 'Aclame ao Senhor',
    tom: 'F',
    bpm: 128,
    duracao: 301,
    classificacoes: 'louvor,celebracao,vitoria',
    link_cifra: cifra('diante-do-trono/aclame-ao-senhor'),
    id_externo: '660000006',
  },
  {
    nome: 'Deus é Deus',
    artista: 'Delino Marçal',
    album: 'Deus é Deus',
    tom: 'Bm',
    bpm: 74,
    duracao: 356,
    classificacoes: 'confianca,vitoria',
    link_cifra: null,
    id_externo: '660000007',
  },
  {
    nome: 'Caminho no Deserto',
    artista: 'Soraya Moraes',
    album: 'Caminho no Deserto',
    tom: 'E',
    bpm: 68,
    duracao: 420,
    classificacoes: 'confianca,esperanca',
    link_cifra: null,
    id_externo: '660000008',
  },
  {
    nome: 'Nada Além do Sangue',
    artista: 'Fernandinho',
    album: 'Galileu',
    tom: 'D',
    bpm: 66,
    duracao: 334,
    classificacoes: 'santa_ceia,rendicao',
    link_cifra: null,
    id_externo: '660000009',
  },
  {
    nome: 'Raridade',
    artista: 'Anderson Freire',
    album: 'Raridade',
    tom: 'G#',
    bpm: 64,
    duracao: 322,
    classificacoes: 'reflexivo,cura',
    link_cifra: null,
    id_externo: '660000010',
  },
  {
    nome: 'Santo Espírito',
    artista: 'Laura Souguellis',
    album: 'Santo Espírito',
    tom: 'A',
    bpm: 70,
    duracao: 455,
    classificacoes: 'adoracao,pentecostes',
    link_cifra: null,
    id_externo: '660000011',
  },
  {
    nome: 'Oceanos',
    artista: 'Ana Nóbrega',
    album: 'Oceanos',
    tom: 'Bm',
    bpm: 66,
    duracao: 478,
    classificacoes: 'confianca,rendicao',
    link_cifra: null,
    id_externo: '660000012',
  },
  {
    nome: 'Galileu',
    artista: 'Fernandinho',
    album: 'Galileu',
    tom: 'C',
    bpm: 72,
    duracao: 389,
    classificacoes: 'adoracao',
    link_cifra: cifra('fernandinho/galileu'),
    id_externo: '660000013',
  },
  {
    nome: 'Noite Feliz',
    artista: 'Hinário',
    album: null,
    tom: 'C',
    bpm: 90,
    duracao: 180,
    classificacoes: 'natal',
    link_cifra: null,
    id_externo: null,
  },
  {
    nome: 'Maranata',
    artista: 'Ministério Avivah',
    album: 'Maranata',
    tom: 'Em',
    bpm: 130,
    duracao: 290,
    classificacoes: 'celebracao,esperanca',
    link_cifra: null,
    id_externo: '660000015',
  },
  {
    nome: 'Vim para Adorar-te',
    artista: 'Adoração e Adoradores',
    album: null,
    tom: 'D',
    bpm: 74,
    duracao: null,
    classificacoes: '',
    link_cifra: null,
    id_externo: null,
    link_letra: 'https://www.letras.mus.br/vim-para-adorar-te/',
  },
];

/**
 * The demo world: "Ministério de Louvor" (id 1) owned by Ana, with members in every standing
 * (ADMIN Bruno, MEMBRO Carla and others, PENDENTE Diego and Júlia, INATIVO Henrique), the 18
 * default functions, 16 songs, five schedules around `today` (two finished, a published one
 * next Sunday led by Carla, a draft, a late-night vigil), unavailability in the past, now and
 * ahead, and a second ministry Ana belongs to as a plain member. Dates follow `today`, so
 * the demo always looks current.
 */
export function demoSeed(today: string): DemoTables {
  const created = `${addDays(today, -90)}T12:00:00.000Z`;
  const stamps = { created_at: created, updated_at: created };
  // Shared records as never edited: the first version.
  const versioned = { ...stamps, versao: FIRST_VERSION };
  const sunday = addDays(today, 7 - weekday(today));

  const users = [
    ['Ana Souza', 'ana@example.com', '(11) 98765-4321'],
    ['Bruno Lima', 'bruno@example.com', '(11) 97654-3210'],
    ['Carla Mendes', 'carla@example.com', '(21) 99876-5432'],
    ['Diego Rocha', 'diego@example.com', '(31) 98888-1234'],
    ['Elisa Martins', 'elisa@example.com', '(11) 96543-2109'],
    ['Felipe Costa', 'felipe@example.com', '(41) 99911-2233'],
    ['Gabriela Alves', 'gabriela@example.com', null],
    ['Henrique Dias', 'henrique@example.com', '(51) 98123-4567'],
    ['Júlia Ribeiro', 'julia@example.com', '(61) 99234-5678'],
    ['Paulo Nunes', 'paulo@example.com', '(11) 95555-0000'],
  ].map(([nome, email, telefone], index) => ({
    id: index + 1,
    nome: nome!,
    email: email!,
    telefone: telefone ?? null,
    foto_url: null,
    senha: DEMO_PASSWORD,
    ...stamps,
  }));

  const functions: FunctionRecord[] = [
    ...defaultFunctions.map((f, index) => ({
      id: index + 1,
      ministry_id: DEMO_MINISTRY_ID,
      nome: functionNames[f.key],
      descricao: '',
      icone: f.icone,
      ...versioned,
    })),
    ...(['vocalist', 'acoustic_guitar', 'keyboard'] as const).map((key, index) => ({
      id: defaultFunctions.length + index + 1,
      ministry_id: 2,
      nome: functionNames[key],
      descricao: '',
      icone: defaultFunctions.find((f) => f.key === key)!.icone,
      ...versioned,
    })),
  ];

  // member id = user id in the demo ministry; ids 10 and 11 belong to the second ministry.
  const members = (
    [
      [1, 1, 1, 'ATIVO', 1],
      [2, 1, 2, 'ATIVO', 1],
      [3, 1, 3, 'ATIVO', 0],
      [4, 1, 4, 'PENDENTE', 0],
      [5, 1, 5, 'ATIVO', 0],
      [6, 1, 6, 'ATIVO', 0],
      [7, 1, 7, 'ATIVO', 0],
      [8, 1, 8, 'INATIVO', 0],
      [9, 1, 9, 'PENDENTE', 0],
      [10, 2, 10, 'ATIVO', 1],
      [11, 2, 1, 'ATIVO', 0],
    ] as const
  ).map(([id, ministry_id, user_id, status, admin]): MemberRecord => ({
    id,
    ministry_id,
    user_id,
    status,
    admin,
    ...stamps,
  }));

  const assignments: [member: number, fn: number, principal: boolean][] = [
    [1, fn.minister, true],
    [1, fn.acoustic_guitar, false],
    [2, fn.keyboard, true],
    [2, fn.piano, false],
    [3, fn.vocalist, true],
    [5, fn.vocalist, true],
    [5, fn.flute, false],
    [6, fn.drums, true],
    [6, fn.percussion, false],
    [7, fn.bass, true],
    [8, fn.electric_guitar, true],
    [10, 19, true],
    [11, 20, true],
  ];

  const songRow = (song: SongSeed, id: number, ministryId: number): SongRecord => ({
    ...emptySongValues,
    origem_externa: song.id_externo ? 'deezer' : null,
    ...song,
    id,
    ministry_id: ministryId,
    deleted_at: null,
    ...versioned,
  });
  const songs = [
    ...demoSongs.map((song, index) => songRow(song, index + 1, DEMO_MINISTRY_ID)),
    ...[
      { nome: 'Jesus em Tua Presença', artista: 'Asaph Borba', tom: 'G' },
      { nome: 'Vem, Esta é a Hora', artista: 'Vineyard', tom: 'D' },
    ].map((song, index) =>
      songRow({ ...song, classificacoes: 'adoracao' }, demoSongs.length + index + 1, 2),
    ),
  ];

  const functionOf = (id: number) => functions.find((f) => f.id === id)!;
  const on = (
    memberId: number,
    functionIds: number[],
    confirmado: boolean,
    observacao: string | null = null,
  ): DemoScheduledMember => ({
    member_id: memberId,
    functions: functionIds.map((id) => ({
      function_id: id,
      nome: functionOf(id).nome,
      icone: functionOf(id).icone,
      observacao,
    })),
    confirmado: confirmado ? 1 : 0,
    recusado_em: null,
    motivo_recusa: null,
  });
  const setlist = (...ids: [songId: number, key?: string][]) =>
    ids.map(([song_id, tom_alterado], index) => ({
      song_id,
      ordem: index + 1,
      tom_alterado: tom_alterado ?? null,
    }));

  const schedules: DemoSchedule[] = [
    {
      id: 1,
      titulo: 'Culto de domingo',
      data: addDays(sunday, -14),
      horario: '19:00',
      local: 'Templo principal',
      observacoes: null,
      publicada: 1,
      finalizada: 1,
      responsavel_id: 1,
      songs: setlist([5], [1], [9]),
      members: [
        on(1, [fn.minister], true),
        on(2, [fn.keyboard], true),
        on(3, [fn.vocalist], true),
        on(6, [fn.drums], false),
      ],
    },
    {
      id: 2,
      titulo: 'Culto de domingo',
      data: addDays(sunday, -7),
      horario: '19:00',
      local: 'Templo principal',
      observacoes: 'Santa ceia',
      publicada: 1,
      finalizada: 1,
      responsavel_id: 2,
      songs: setlist([6], [2, 'E'], [9], [1]),
      members: [
        on(1, [fn.minister, fn.acoustic_guitar], true),
        on(2, [fn.keyboard], true),
        on(5, [fn.vocalist], true),
        on(7, [fn.bass], false),
      ],
    },
    {
      id: 3,
      titulo: 'Culto de domingo',
      data: sunday,
      horario: '19:00',
      local: 'Templo principal',
      observacoes: 'Chegar às 17:30 para a passagem de som.',
      publicada: 1,
      finalizada: 0,
      responsavel_id: 3,
      songs: setlist([15], [3, 'D'], [12], [11]),
      members: [
        on(1, [fn.acoustic_guitar], false),
        on(2, [fn.keyboard], true),
        on(3, [fn.vocalist], true, 'Abre o culto'),
        on(6, [fn.drums], false),
        on(7, [fn.bass], false),
      ],
    },
    {
      id: 4,
      titulo: 'Ensaio do louvor',
      data: addDays(sunday, 3),
      horario: '20:00',
      local: 'Sala de música',
      observacoes: null,
      publicada: 0,
      finalizada: 0,
      responsavel_id: 2,
      songs: setlist([8], [13]),
      members: [on(2, [fn.keyboard], false), on(6, [fn.drums], false)],
    },
    {
      id: 5,
      titulo: 'Vigília de oração',
      data: addDays(sunday, 6),
      horario: '23:30',
      local: null,
      observacoes: null,
      publicada: 1,
      finalizada: 0,
      responsavel_id: 1,
      songs: setlist([2], [7]),
      members: [on(1, [fn.minister], false), on(2, [fn.piano], false)],
    },
  ].map((schedule) => ({ ...schedule, ministry_id: DEMO_MINISTRY_ID, ...versioned }));

  const unavailabilities = [
    [5, addDays(today, -1), addDays(today, 2), 'Viagem a trabalho'],
    [3, addDays(sunday, 6), addDays(sunday, 7), 'Casamento da minha irmã'],
    [6, addDays(today, -30), addDays(today, -25), 'Férias em família'],
    [1, addDays(today, 20), addDays(today, 22), 'Retiro de líderes'],
  ] as const;

  return {
    users,
    ministries: [
      {
        id: DEMO_MINISTRY_ID,
        nome: DEMO_MINISTRY_NAME,
        logo: null,
        codigo_acesso: 'LVT4C7',
        aceitando_membros: 1,
        lembrete_horas: REMINDER_HOURS.default,
        proprietario_id: 1,
        ...versioned,
      },
      {
        id: 2,
        nome: 'Coral Jovem',
        logo: null,
        codigo_acesso: 'CRJ9XK',
        aceitando_membros: 0,
        lembrete_horas: REMINDER_HOURS.default,
        proprietario_id: 10,
        ...versioned,
      },
    ],
    members,
    functions,
    memberFunctions: assignments.map(([member_id, function_id, principal], index) => ({
      id: index + 1,
      member_id,
      function_id,
      principal: principal ? 1 : 0,
      observacoes: null,
      versao: FIRST_VERSION,
      created_at: created,
    })),
    songs,
    schedules,
    unavailabilities: unavailabilities.map(
      ([member_id, data_inicio, data_fim, justificativa], index) => ({
        id: index + 1,
        member_id,
        data_inicio,
        data_fim,
        justificativa,
        ...versioned,
      }),
    ),
    newsletter: [],
  };
}
