import { lyricsOf } from '@levita/charts';
import { emptySongValues, songSearchColumns, type MemberStatus } from '@levita/contracts';
import type { AccessSources } from '../src/ministries/scoped-access';
import type { MemberRow } from '../src/repositories/members-repository';
import type { MinistryRow } from '../src/repositories/ministries-repository';
import type { ScheduleRow } from '../src/repositories/schedules-repository';

/*
 * In-memory stand-ins for the repositories the access checks read: the checks run on plain
 * rows, with no app and no database. Ministry 1 is owned by user 10, ministry 2 by user 20.
 */

const instant = '2026-11-01T12:00:00.000Z';
const stamps = { created_at: instant, updated_at: instant };

export const ministry = (id: number, ownerId: number): MinistryRow => ({
  id,
  nome: `Ministério ${id}`,
  codigo_acesso: `CODE${id}`,
  lembrete_horas: 48,
  aceitando_membros: 1,
  proprietario_id: ownerId,
  logo_upload_id: null,
  logo: null,
  song_count: 0,
  songs_version: 0,
  data_version: 0,
  versao: 1,
  ...stamps,
});

export const member = (
  id: number,
  userId: number,
  status: MemberStatus,
  { admin = 0, ministryId = 1 } = {},
): MemberRow => ({ id, ministry_id: ministryId, user_id: userId, status, admin, ...stamps });

export const schedule = (
  id: number,
  flags: { publicada?: number; finalizada?: number; responsavel_id?: number | null } = {},
): ScheduleRow => ({
  id,
  ministry_id: 1,
  titulo: `Culto ${id}`,
  data: '2026-11-22',
  horario: '19:00',
  local: null,
  observacoes: null,
  template_id: null,
  publicada: 0,
  finalizada: 0,
  responsavel_id: null,
  busca: `culto ${id}`,
  versao: 1,
  ...flags,
  ...stamps,
});

/** The callers of ministry 1, by the user id each one signs in with. */
export const users = {
  owner: { id: 10 },
  admin: { id: 11 },
  member: { id: 12 },
  pending: { id: 13 },
  inactive: { id: 14 },
  outsider: { id: 15 },
  /** A member of ministry 2 only. */
  otherMember: { id: 21 },
};

export function fakeRepositories(rows: { schedules?: ScheduleRow[] } = {}) {
  const ministries = [ministry(1, users.owner.id), ministry(2, 20)];
  const members = [
    member(1, users.owner.id, 'ATIVO', { admin: 1 }),
    member(2, users.admin.id, 'ATIVO', { admin: 1 }),
    member(3, users.member.id, 'ATIVO'),
    member(4, users.pending.id, 'PENDENTE'),
    member(5, users.inactive.id, 'INATIVO'),
    member(6, 20, 'ATIVO', { admin: 1, ministryId: 2 }),
    member(7, users.otherMember.id, 'ATIVO', { ministryId: 2 }),
  ];
  const byId = <Row extends { id: number }>(list: Row[]) => ({
    findById: async (id: number) => list.find((row) => row.id === id),
  });
  const song = (id: number, ministryId: number) => {
    const values = { ...emptySongValues, nome: `Música ${id}`, artista: 'Banda' };
    return {
      id,
      ministry_id: ministryId,
      ...values,
      ...songSearchColumns(values, lyricsOf),
      deleted_at: null,
      versao: 1,
      ...stamps,
    };
  };
  const fn = (id: number, ministryId: number) => ({
    id,
    ministry_id: ministryId,
    nome: `Função ${id}`,
    nome_chave: `função ${id}`,
    descricao: '',
    icone: 'microfone',
    versao: 1,
    ...stamps,
  });
  return {
    ministries: {
      withMembership: async (ministryId: number, userId: number) => {
        const found = ministries.find((row) => row.id === ministryId);
        return (
          found && {
            ministry: found,
            membership: members.find(
              (row) => row.ministry_id === ministryId && row.user_id === userId,
            ),
          }
        );
      },
    },
    members: {
      ...byId(members),
      find: async (ministryId: number, userId: number) =>
        members.find((row) => row.ministry_id === ministryId && row.user_id === userId),
    },
    songs: byId([song(1, 1), song(2, 2)]),
    functions: byId([fn(1, 1), fn(2, 2)]),
    memberFunctions: byId([
      {
        id: 1,
        member_id: 3,
        function_id: 1,
        principal: 1,
        observacoes: null,
        versao: 1,
        created_at: instant,
      },
      {
        id: 2,
        member_id: 7,
        function_id: 2,
        principal: 1,
        observacoes: null,
        versao: 1,
        created_at: instant,
      },
    ]),
    unavailabilities: byId([
      {
        id: 1,
        member_id: 3,
        data_inicio: '2026-11-20',
        data_fim: '2026-11-22',
        justificativa: 'Viagem',
        versao: 1,
        ...stamps,
      },
    ]),
    schedules: byId(rows.schedules ?? []),
  } satisfies AccessSources;
}
