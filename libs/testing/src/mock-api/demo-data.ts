import {
  defaultFunctionNames,
  defaultFunctions,
  emptySongValues,
  type DefaultFunctionKey,
  type FunctionRecord,
  type MemberStatus,
  type MinistryStanding,
  type SongRecord,
  REMINDER_HOURS,
} from '@levita/contracts';
import {
  DEMO_PASSWORD,
  demoMinistries,
  demoMinistry,
  demoPeople,
  demoSignIns,
  type DemoSong,
  type DemoStanding,
} from '@levita/contracts/demo';
import { addDays, weekday } from './calendar';
import {
  noMemberPreferences,
  type DemoMember,
  type DemoSchedule,
  type DemoScheduledMember,
  type DemoTables,
} from './demo-store';
import { FIRST_VERSION } from './versions';

/*
 * The people, the two ministries' members and functions, the songs and the password come from
 * the product's one demo world (`@levita/contracts/demo`), which `npm start -- --demo` seeds
 * too; the ids, schedules, unavailability and access codes are the mock's own.
 */

export { DEMO_PASSWORD };

/** The ministry the standalone harness and most tests work in. */
export const DEMO_MINISTRY_ID = 1;
export const DEMO_MINISTRY_NAME = demoMinistry.nome;
/** The one reset link token POST /redefinir-senha accepts. */
export const DEMO_RESET_TOKEN = 'demo-reset-token';

/** A person's user id: their place in the demo's list of people, from 1. */
const userIdOf = (key: string) => demoPeople.findIndex((person) => person.key === key) + 1;

/** Who the role switcher signs in as, by standing in the demo ministry. */
export const demoUserIdByStanding = Object.fromEntries(
  Object.entries(demoSignIns).map(([standing, person]) => [standing, userIdOf(person)]),
) as Record<MinistryStanding, number>;

const functionNames = defaultFunctionNames['pt-BR'];

/** Function ids of the demo ministry, by their default key (ids 1-18 in that order). */
const fn = Object.fromEntries(defaultFunctions.map((f, index) => [f.key, index + 1])) as Record<
  DefaultFunctionKey,
  number
>;

/** The second ministry's catalogue: only these of the default functions (ids 19-21). */
const choirFunctions: readonly DefaultFunctionKey[] = ['vocalist', 'acoustic_guitar', 'keyboard'];

/** The member row of a standing: the owner has an active admin row, as in the API. */
const memberRow: Record<DemoStanding, { status: MemberStatus; admin: 0 | 1 }> = {
  PROPRIETARIO: { status: 'ATIVO', admin: 1 },
  ADMIN: { status: 'ATIVO', admin: 1 },
  MEMBRO: { status: 'ATIVO', admin: 0 },
  PENDENTE: { status: 'PENDENTE', admin: 0 },
  INATIVO: { status: 'INATIVO', admin: 0 },
};

/** The ministries' access codes, fixed so tests can type them. */
const accessCodes = ['LVT4C7', 'CRJ9XK'];

/** A demo song as the songs table holds it: categories as one comma-separated column. */
const songColumns = (song: DemoSong) => ({
  ...song,
  classificacoes: song.classificacoes.join(','),
  origem_externa: song.id_externo ? ('deezer' as const) : null,
});

/**
 * The demo world: "Ministério de Louvor" (id 1) owned by Ana, with members in every standing
 * (ADMIN Bruno, MEMBRO Carla and others, PENDENTE Diego and Júlia, INATIVO Henrique), the 18
 * default functions, 16 songs with a few keys the singers saved, five schedules around `today`
 * (two finished, a published one next Sunday led by Carla, a draft, a late-night vigil),
 * unavailability in the past, now and ahead, and a second ministry Ana belongs to as a plain
 * member. Dates follow `today`, so the demo always looks current.
 */
export function demoSeed(today: string): DemoTables {
  const created = `${addDays(today, -90)}T12:00:00.000Z`;
  const stamps = { created_at: created, updated_at: created };
  // Shared records as never edited: the first version.
  const versioned = { ...stamps, versao: FIRST_VERSION };
  const sunday = addDays(today, 7 - weekday(today));

  const users = demoPeople.map((person, index) => ({
    id: index + 1,
    nome: person.nome,
    email: person.email,
    telefone: person.telefone,
    foto_url: null,
    senha: DEMO_PASSWORD,
    ...stamps,
  }));

  // Ministry ids follow the module's order: the demo ministry is 1, the second ministry 2.
  const functions: FunctionRecord[] = [
    ...defaultFunctions.map((f) => [DEMO_MINISTRY_ID, f.key] as const),
    ...choirFunctions.map((key) => [2, key] as const),
  ].map(([ministry_id, key], index) => ({
    id: index + 1,
    ministry_id,
    nome: functionNames[key],
    descricao: '',
    icone: defaultFunctions.find((f) => f.key === key)!.icone,
    ...versioned,
  }));
  const functionIdOf = (ministryId: number, key: DefaultFunctionKey) => {
    const found = functions.find(
      (f) => f.ministry_id === ministryId && f.nome === functionNames[key],
    );
    if (!found) throw new Error(`Ministry ${ministryId} of the demo has no function ${key}`);
    return found.id;
  };

  // Member ids count on across the ministries: in the demo ministry, member id = user id.
  const memberships = demoMinistries.flatMap((ministry, index) =>
    ministry.members.map((membership) => ({ ...membership, ministryId: index + 1 })),
  );
  const members = memberships.map((membership, index): DemoMember => ({
    id: index + 1,
    ministry_id: membership.ministryId,
    user_id: userIdOf(membership.person),
    ...memberRow[membership.standing],
    ...noMemberPreferences(),
    ...stamps,
  }));
  const assignments = memberships.flatMap((membership, index) =>
    membership.functions.map(
      (key, position) =>
        [index + 1, functionIdOf(membership.ministryId, key), position === 0] as const,
    ),
  );

  const songs = demoMinistries
    .flatMap((ministry, index) => ministry.songs.map((song) => ({ song, ministryId: index + 1 })))
    .map(({ song, ministryId }, index): SongRecord => ({
      ...emptySongValues,
      ...songColumns(song),
      id: index + 1,
      ministry_id: ministryId,
      deleted_at: null,
      ...versioned,
    }));

  const memberSongKeys = demoMinistries.flatMap((ministry, index) =>
    ministry.songKeys.map(({ person, song, tom }) => {
      const member = members.find(
        (row) => row.ministry_id === index + 1 && row.user_id === userIdOf(person),
      );
      const songId = songs.find((row) => row.ministry_id === index + 1 && row.nome === song)?.id;
      if (!member || songId === undefined)
        throw new Error(`The demo gives ${person} a key of ${song}, not of their ministry`);
      return { member_id: member.id, song_id: songId, tom, ...stamps };
    }),
  );

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
    ministries: demoMinistries.map((ministry, index) => ({
      id: index + 1,
      nome: ministry.nome,
      logo: null,
      codigo_acesso: accessCodes[index]!,
      aceitando_membros: ministry.aceitandoMembros ? 1 : 0,
      lembrete_horas: REMINDER_HOURS.default,
      proprietario_id: userIdOf(
        ministry.members.find((member) => member.standing === 'PROPRIETARIO')!.person,
      ),
      ...versioned,
    })),
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
    memberSongKeys: memberSongKeys.map((row, index) => ({ id: index + 1, ...row })),
    newsletter: [],
  };
}
