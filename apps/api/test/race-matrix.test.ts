import type { Ministry } from '@levita/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { todayIn } from '../src/calendar/today';
import { bearer } from './accounts-fixtures';
import { buildTestApp } from './helper';
import { multipart } from './ministry-fixtures';
import { raceMinistry, saveFrom, type RaceMinistry } from './race-fixtures';
import { call, ownerWithMinistry } from './song-fixtures';

/*
 * The race matrix (docs/architecture.md "Locks and versions"): every pair of the calls that
 * change one ministry runs at once, round after round, each round on a ministry of its own,
 * on the database under test. After each round, nothing answered 5xx, every refusal is one
 * the other call's success explains, the data holds together, and nothing acknowledged was
 * lost. RACE_ROUNDS=50 runs more rounds per pair than CI's default.
 */

const rounds = Number(process.env.RACE_ROUNDS) || 3;

type CallName =
  | 'deleteMinistry'
  | 'transfer'
  | 'leave'
  | 'approve'
  | 'deactivate'
  | 'decline'
  | 'confirm'
  | 'swap'
  | 'save'
  | 'reportUnavailability'
  | 'assignFunction'
  | 'saveMySongKey'
  | 'savePreferences'
  | 'newAccessCode'
  | 'deleteAccount'
  | 'createMinistry'
  | 'join';

/** Which of the pair a call is: a call raced against itself sends slightly different bodies. */
type Side = 0 | 1;

interface Round {
  app: FastifyInstance;
  f: RaceMinistry;
  /** A ministry of someone else's that accepts members, for the admin to ask to join. */
  elsewhere: Ministry;
  tag: string;
}

interface RaceCall {
  send(round: Round, side: Side): Promise<LightMyRequestResponse>;
  ok: 200 | 201;
  /**
   * Each refusal the call may answer ("status code"), with the calls whose success in the same
   * round explains it. A refusal with no such success is a wrong answer: a write refused for
   * no reason is lost as surely as one overwritten.
   */
  refusals: Record<string, readonly CallName[]>;
}

const reason = (side: Side) => `Compromisso de família ${side}`;
const mySongKey = (side: Side) => (side === 0 ? 'A' : 'Bb');
const savedTitle = (side: Side) => `Culto salvo ${side}`;
const monthlyLimit = (side: Side) => (side === 0 ? 2 : 3);

const calls: Record<CallName, RaceCall> = {
  deleteMinistry: {
    send: ({ app, f }) =>
      call(app, f.people.owner, { method: 'DELETE', url: `/api/ministerios/${f.ministry.id}` }),
    ok: 200,
    refusals: {
      '404 not_found': ['deleteMinistry'],
      // Handed over first: only the new owner deletes it.
      '403 forbidden': ['transfer'],
    },
  },
  transfer: {
    send: ({ app, f }) =>
      call(app, f.people.owner, {
        method: 'POST',
        url: `/api/ministerios/${f.ministry.id}/transferir`,
        payload: { membro_id: f.ids.admin },
      }),
    ok: 200,
    refusals: {
      // The ministry, or the receiver's row, is gone.
      '404 not_found': ['deleteMinistry', 'leave'],
      // The first transfer made the caller a plain administrator.
      '403 forbidden': ['transfer'],
      '409 ownership_target_not_admin': ['deactivate', 'deleteAccount'],
    },
  },
  leave: {
    send: ({ app, f }) =>
      call(app, f.people.admin, {
        method: 'DELETE',
        url: `/api/ministerios/${f.ministry.id}/sair`,
      }),
    ok: 200,
    refusals: {
      // No standing left to leave with: the ministry, their row, or their activity is gone.
      '404 not_found': ['deleteMinistry', 'leave', 'deactivate', 'deleteAccount'],
      '409 owner_cannot_leave': ['transfer'],
      // Their row changed or went between the check and the lock: not the row they left.
      '409 invalid_transition': ['leave', 'deactivate', 'deleteAccount'],
      '401 token_expired': ['deleteAccount'],
    },
  },
  approve: {
    send: ({ app, f }) =>
      call(app, f.people.owner, {
        method: 'PUT',
        url: `/api/membros/${f.ids.applicant}`,
        payload: { status: 'ATIVO' },
      }),
    ok: 200,
    refusals: {
      '404 not_found': ['deleteMinistry'],
      '409 invalid_transition': ['approve'],
    },
  },
  deactivate: {
    send: ({ app, f }) =>
      call(app, f.people.owner, { method: 'DELETE', url: `/api/membros/${f.ids.admin}` }),
    ok: 200,
    refusals: {
      '404 not_found': ['deleteMinistry', 'leave', 'deleteAccount'],
      // The row changed or went between the check and the lock (a second deactivation would
      // otherwise remove the member): a transition applies to the status the caller saw.
      '409 invalid_transition': ['deactivate', 'leave', 'deleteAccount'],
      // The admin received the ministry first: the owner's row is never deactivated, and the
      // former owner may no longer deactivate anyone.
      '409 owner_protected': ['transfer'],
      '403 forbidden': ['transfer'],
    },
  },
  decline: {
    send: ({ app, f }, side) =>
      call(app, f.people.admin, {
        method: 'POST',
        url: `/api/escalas/${f.schedule.id}/recusar`,
        payload: { motivo: reason(side) },
      }),
    ok: 200,
    refusals: {
      '404 not_found': ['deleteMinistry', 'leave', 'deactivate', 'deleteAccount'],
      // Their place went with their row (leaving) or their account.
      '403 not_scheduled': ['leave', 'deleteAccount'],
      '401 token_expired': ['deleteAccount'],
    },
  },
  confirm: {
    send: ({ app, f }) =>
      call(app, f.people.bassist, {
        method: 'POST',
        url: `/api/escalas/${f.schedule.id}/confirmar`,
      }),
    ok: 200,
    refusals: {
      '404 not_found': ['deleteMinistry'],
      // Swapped out of the place they declined before changing their mind.
      '403 not_scheduled': ['swap'],
    },
  },
  swap: {
    send: ({ app, f }) =>
      call(app, f.people.owner, {
        method: 'POST',
        url: `/api/escalas/${f.schedule.id}/substituir`,
        payload: {
          membro_id: f.ids.bassist,
          funcao_id: f.functions.baixo,
          substituto_id: f.ids.substitute,
        },
      }),
    ok: 200,
    refusals: {
      '404 not_found': ['deleteMinistry'],
      // The other swap took the place first, or the bassist confirmed after all.
      '409 substitution_not_needed': ['swap', 'confirm'],
      '409 substitute_already_scheduled': ['swap'],
    },
  },
  save: {
    send: ({ app, f }, side) =>
      call(app, f.people.owner, {
        method: 'PUT',
        url: `/api/escalas/${f.schedule.id}`,
        payload: saveFrom(f.schedule, savedTitle(side)),
      }),
    ok: 200,
    refusals: {
      '404 not_found': ['deleteMinistry'],
      // Everything that changes the schedule after the read the save was made from: its
      // answers, a swap, another save, and the deletion of a scheduled person's account.
      '409 stale_version': ['decline', 'confirm', 'swap', 'save', 'deleteAccount'],
      // The save still names the admin, who left (member_not_in_ministry) or is now away on
      // its day: the schedule's version does not move for either, the save's checks refuse.
      '400 validation_error': ['leave'],
      '400 members_unavailable': ['reportUnavailability'],
    },
  },
  reportUnavailability: {
    send: ({ app, f }, side) =>
      call(app, f.people.admin, {
        method: 'POST',
        url: '/api/indisponibilidades',
        payload: {
          membro_id: f.ids.admin,
          // The schedule's day: a save after it must see it.
          data_inicio: f.schedule.data.slice(0, 10),
          data_fim: f.schedule.data.slice(0, 10),
          justificativa: `Viagem ${side}`,
        },
      }),
    ok: 201,
    refusals: {
      '404 not_found': ['deleteMinistry', 'leave', 'deactivate', 'deleteAccount'],
      // Checked again under the ministry's lock: their row is no longer theirs to write to.
      '403 forbidden': ['leave', 'deactivate', 'deleteAccount'],
      '401 token_expired': ['deleteAccount'],
    },
  },
  assignFunction: {
    send: ({ app, f }) =>
      call(app, f.people.owner, {
        method: 'POST',
        url: `/api/membros/${f.ids.admin}/funcoes`,
        payload: { funcao_id: f.functions.vocal },
      }),
    ok: 201,
    refusals: {
      '404 not_found': ['deleteMinistry', 'leave', 'deleteAccount'],
      '409 member_not_active': ['deactivate', 'deleteAccount'],
      '409 function_already_assigned': ['assignFunction'],
    },
  },
  saveMySongKey: {
    send: ({ app, f }, side) =>
      call(app, f.people.admin, {
        method: 'PUT',
        url: `/api/ministerios/${f.ministry.id}/musicas/${f.songId}/meu-tom`,
        payload: { tom: mySongKey(side) },
      }),
    ok: 200,
    refusals: {
      // No standing left to save it with: the ministry, their row, or their activity is gone.
      '404 not_found': ['deleteMinistry', 'leave', 'deactivate', 'deleteAccount'],
      '401 token_expired': ['deleteAccount'],
    },
  },
  savePreferences: {
    // Both sides save from the first version, as two tabs opened before either saved.
    send: ({ app, f }, side) =>
      call(app, f.people.admin, {
        method: 'PUT',
        url: `/api/membros/${f.ids.admin}/preferencias`,
        payload: { limite_mensal: monthlyLimit(side), junto_com: f.ids.substitute, versao: 1 },
      }),
    ok: 200,
    refusals: {
      // No standing left to save with: the ministry, their row, or their activity is gone.
      '404 not_found': ['deleteMinistry', 'leave', 'deactivate', 'deleteAccount'],
      // The other tab's save raised the version first.
      '409 stale_version': ['savePreferences'],
      '401 token_expired': ['deleteAccount'],
    },
  },
  newAccessCode: {
    send: ({ app, f }) =>
      call(app, f.people.owner, {
        method: 'POST',
        url: `/api/ministerios/${f.ministry.id}/codigo-acesso`,
      }),
    ok: 200,
    refusals: {
      '404 not_found': ['deleteMinistry'],
    },
  },
  deleteAccount: {
    send: ({ app, f }) =>
      call(app, f.people.admin, { method: 'DELETE', url: `/api/usuarios/${f.people.admin.id}` }),
    ok: 200,
    refusals: {
      '409 account_owns_ministries': ['transfer', 'createMinistry'],
      '401 token_expired': ['deleteAccount'],
    },
  },
  createMinistry: {
    async send({ app, f, tag }, side) {
      const form = await multipart({ nome: `Novo ${tag} ${side}`, aceitando_membros: 'true' });
      return app.inject({
        method: 'POST',
        url: '/api/ministerios',
        headers: { ...bearer(f.people.admin.token), ...form.headers },
        payload: form.payload,
      });
    },
    ok: 201,
    refusals: { '401 token_expired': ['deleteAccount'] },
  },
  join: {
    send: ({ app, f, elsewhere }) =>
      call(app, f.people.admin, {
        method: 'POST',
        url: `/api/ministerios/participar/${elsewhere.codigo_acesso}`,
      }),
    ok: 201,
    refusals: { '401 token_expired': ['deleteAccount'] },
  },
};

interface Answer {
  call: CallName;
  side: Side;
  status: number;
  error: string | undefined;
  message: string | undefined;
  body: Record<string, unknown> | undefined;
}

function answerOf(callName: CallName, side: Side, response: LightMyRequestResponse): Answer {
  let body: Record<string, unknown> | undefined;
  try {
    body = response.json<Record<string, unknown>>();
  } catch {
    body = undefined;
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    call: callName,
    side,
    status: response.statusCode,
    error: text(body?.error),
    message: text(body?.message),
    body,
  };
}

const succeeded = (answer: Answer) => answer.status === calls[answer.call].ok;

const describeAnswer = (a: Answer) =>
  `${a.call}#${a.side} ${a.status}${succeeded(a) ? '' : ` ${a.error ?? a.message ?? ''}`}`;

/** What is wrong with the answer, given the round's other answer; undefined when nothing. */
function wrongAnswer(answer: Answer, other: Answer): string | undefined {
  if (succeeded(answer)) return undefined;
  const name = `${answer.call}#${answer.side}`;
  if (answer.status >= 500) return `${name} answered ${answer.status} ${answer.error ?? ''}`;
  // A refusal a person can read: a code, and a message in their language rather than the code.
  if (!answer.error || !answer.message || answer.message === answer.error)
    return `${name} answered ${answer.status} without a translated error`;
  // Many deadlocks in a row, or a serialisation failure: the documented "try again", with
  // nothing written (db/write-transaction.ts). It is what write() answers when it runs out of
  // attempts, so a client never sees a 500 for it.
  if (answer.status === 409 && answer.error === 'write_conflict') return undefined;
  const causes = calls[answer.call].refusals[`${answer.status} ${answer.error}`];
  if (!causes) return `${name} answered ${answer.status} ${answer.error}, not one of its refusals`;
  if (!causes.includes(other.call) || !succeeded(other))
    return `${name} answered ${answer.status} ${answer.error}, which only ${causes.join(' / ')} succeeding explains`;
  return undefined;
}

/** Everything the checks look at, read once the round is over. */
async function stateAfter(round: Round, answers: Answer[]) {
  const { app, f, elsewhere } = round;
  const db = app.db;
  const idsOf = (callName: CallName) =>
    answers.filter((a) => a.call === callName && succeeded(a)).map((a) => Number(a.body?.id));
  const created = idsOf('createMinistry');
  const unavailabilities = idsOf('reportUnavailability');
  const assignments = idsOf('assignFunction');
  const preferences = await db
    .selectFrom('members')
    .select(['limite_mensal', 'junto_com'])
    .where('id', '=', f.ids.admin)
    .executeTakeFirst();
  const [savedKey] = await db
    .selectFrom('member_song_keys')
    .select('tom')
    .where('member_id', '=', f.ids.admin)
    .where('song_id', '=', f.songId)
    .execute();
  const [
    ministries,
    places,
    schedule,
    memberships,
    account,
    keptUnavailabilities,
    keptAssignments,
  ] = await Promise.all([
    // Each ministry of the round with its owner's row in it.
    db
      .selectFrom('ministries as m')
      .leftJoin('members as mb', (join) =>
        join.onRef('mb.ministry_id', '=', 'm.id').onRef('mb.user_id', '=', 'm.proprietario_id'),
      )
      .select(['m.id', 'm.proprietario_id', 'm.codigo_acesso', 'mb.status', 'mb.admin'])
      .where('m.id', 'in', [f.ministry.id, elsewhere.id, ...created])
      .execute(),
    db
      .selectFrom('schedule_members as sm')
      .leftJoin('schedule_member_functions as smf', 'smf.schedule_member_id', 'sm.id')
      .select(['sm.member_id', 'sm.confirmado', 'sm.recusado_em', 'sm.motivo_recusa'])
      .select('smf.function_id')
      .where('sm.schedule_id', '=', f.schedule.id)
      .execute(),
    db.selectFrom('schedules').select('titulo').where('id', '=', f.schedule.id).executeTakeFirst(),
    db
      .selectFrom('members')
      .select(['ministry_id', 'user_id', 'status'])
      .where('user_id', 'in', [f.people.admin.id, f.people.applicant.id])
      .execute(),
    db
      .selectFrom('users')
      .select('excluido_em')
      .where('id', '=', f.people.admin.id)
      .executeTakeFirstOrThrow(),
    unavailabilities.length
      ? db.selectFrom('unavailabilities').select('id').where('id', 'in', unavailabilities).execute()
      : [],
    assignments.length
      ? db.selectFrom('member_functions').select('id').where('id', 'in', assignments).execute()
      : [],
  ]);
  const place = (memberId: number) => {
    const rows = places.filter((row) => row.member_id === memberId);
    return rows.length ? { ...rows[0]!, functions: rows.map((row) => row.function_id) } : undefined;
  };
  const statusIn = (ministryId: number, userId: number) =>
    memberships.find((row) => row.ministry_id === ministryId && row.user_id === userId)?.status;
  return {
    ministries,
    ministry: ministries.find((row) => row.id === f.ministry.id),
    created,
    place,
    title: schedule?.titulo,
    statusIn,
    accountDeleted: account.excluido_em !== null,
    lostUnavailabilities: unavailabilities.filter(
      (id) => !keptUnavailabilities.some((row) => row.id === id),
    ),
    lostAssignments: assignments.filter((id) => !keptAssignments.some((row) => row.id === id)),
    savedKey: savedKey?.tom,
    preferences,
  };
}

/**
 * What the database must show after the round. Two kinds of checks:
 *
 * - invariants, whatever happened: (a) an existing ministry's owner has an active admin row;
 *   (b) a deleted ministry left no row behind; (c) a deleted account owns nothing and is on
 *   nothing to come;
 * - (d) every acknowledged write is still there, unless the other call, acknowledged too,
 *   legitimately removed it afterwards. Which ones may is listed with each check; a call
 *   whose success would have made the other refuse, had it come first, is no excuse.
 */
async function brokenInvariants(round: Round, answers: Answer[]): Promise<string[]> {
  const { f } = round;
  const problems: string[] = [];
  const acknowledged = (callName: CallName) =>
    answers.filter((a) => a.call === callName && succeeded(a));
  const did = (callName: CallName) => acknowledged(callName).length > 0;
  const ministryGone = did('deleteMinistry');
  const seen = await stateAfter(round, answers);
  const admin = f.people.admin.id;

  // (d) Acknowledged writes.
  if (did('deleteMinistry') && seen.ministry) problems.push('(d) deleted ministry still there');
  if (did('transfer') && seen.ministry && seen.ministry.proprietario_id !== admin)
    problems.push('(d) transfer answered 200, the admin does not own the ministry');
  if (did('leave') && seen.statusIn(f.ministry.id, admin))
    problems.push('(d) the admin left, their row is still there');
  // Only approving makes a row active again, and it is aimed at the applicant.
  if (did('deactivate') && seen.statusIn(f.ministry.id, admin) === 'ATIVO')
    problems.push('(d) deactivation answered 200, the admin is active');
  if (
    did('approve') &&
    !ministryGone &&
    seen.statusIn(f.ministry.id, f.people.applicant.id) !== 'ATIVO'
  )
    problems.push('(d) approval answered 200, the applicant is not active');
  // A decline is undone only by the place going: with the ministry, with the admin's row
  // (leaving) or with their account. A save that came after it must have been refused as
  // stale; a deactivation keeps answers given; the confirmation and the swap are other
  // people's places.
  if (did('decline') && !ministryGone && !did('leave') && !did('deleteAccount')) {
    const mine = seen.place(f.ids.admin);
    const reasons = acknowledged('decline').map((a) => reason(a.side));
    if (!mine?.recusado_em || !reasons.includes(mine.motivo_recusa ?? ''))
      problems.push(`(d) decline answered 200, the place shows ${JSON.stringify(mine ?? null)}`);
  }
  // A confirmation and a swap of the same declined place exclude each other: whichever
  // comes second must be refused, so neither excuses the other's loss.
  const bassist = seen.place(f.ids.bassist);
  if (did('confirm') && !ministryGone && (bassist?.confirmado !== 1 || bassist.recusado_em))
    problems.push(
      `(d) confirmation answered 200, the place shows ${JSON.stringify(bassist ?? null)}`,
    );
  // Only the ministry's deletion may undo a swap: a save from the read taken before it must
  // have been refused as stale, and a save from after it keeps it.
  if (
    did('swap') &&
    !ministryGone &&
    (!seen.place(f.ids.substitute)?.functions.includes(f.functions.baixo) ||
      bassist?.functions.includes(f.functions.baixo))
  )
    problems.push('(d) swap answered 200, the bassist plays baixo again: the swap was lost');
  // Every save starts from the one read before the round: of two, one must be refused.
  if (!ministryGone)
    for (const save of acknowledged('save'))
      if (seen.title !== savedTitle(save.side))
        problems.push(`(d) save#${save.side} answered 200, the schedule says "${seen.title}"`);
  // Unavailability and functions hang from the member row: they go with it when the admin
  // leaves or deletes the account (or the ministry goes), and with nothing else.
  if (!ministryGone && !did('leave') && !did('deleteAccount')) {
    for (const id of seen.lostUnavailabilities)
      problems.push(`(d) unavailability ${id} answered 201, not there`);
    for (const id of seen.lostAssignments)
      problems.push(`(d) function assignment ${id} answered 201, not there`);
  }
  // A saved key goes only with the admin's row (leaving), their account or the ministry; of
  // two saves, the one committed last holds.
  const savedKeys = acknowledged('saveMySongKey').map((a) => mySongKey(a.side));
  if (
    savedKeys.length &&
    !ministryGone &&
    !did('leave') &&
    !did('deleteAccount') &&
    !savedKeys.includes(seen.savedKey as 'A' | 'Bb')
  )
    problems.push(`(d) key saved (${savedKeys.join(', ')}), the song shows ${seen.savedKey}`);
  // Preferences go only with the admin's row (leaving), their account or the ministry; of two
  // saves from one version, one was refused, so the other's limit holds.
  const limits = acknowledged('savePreferences').map((a) => monthlyLimit(a.side));
  if (
    limits.length &&
    !ministryGone &&
    !did('leave') &&
    !did('deleteAccount') &&
    (limits.length > 1 ||
      seen.preferences?.limite_mensal !== limits[0] ||
      seen.preferences?.junto_com !== f.ids.substitute)
  )
    problems.push(
      `(d) preferences saved (${limits.join(', ')}), the row shows ${JSON.stringify(seen.preferences ?? null)}`,
    );
  // Of two new codes, the one committed last holds; the ministry's code is one of the answers.
  const newCodes = acknowledged('newAccessCode').map((a) => a.body?.codigo_acesso);
  if (newCodes.length && seen.ministry && !newCodes.includes(seen.ministry.codigo_acesso))
    problems.push(
      `(d) new access code answered 200 (${newCodes.join(', ')}), the ministry has ${seen.ministry.codigo_acesso}`,
    );
  if (did('deleteAccount') && !seen.accountDeleted)
    problems.push('(d) account deletion answered 200, the account is live');
  for (const id of seen.created)
    if (seen.ministries.find((row) => row.id === id)?.proprietario_id !== admin)
      problems.push(`(d) ministry ${id} answered 201, not the admin's`);
  if (
    did('join') &&
    !did('deleteAccount') &&
    seen.statusIn(round.elsewhere.id, admin) !== 'PENDENTE'
  )
    problems.push('(d) join answered 201, no pending request');

  // (a) An existing ministry's owner is one of its active admins.
  for (const row of seen.ministries)
    if (row.status !== 'ATIVO' || row.admin !== 1)
      problems.push(
        `(a) ministry ${row.id}'s owner ${row.proprietario_id} has ${row.status ? `a ${row.status} row, admin ${row.admin}` : 'no row'}`,
      );

  if (!seen.ministry) problems.push(...(await leftOfDeletedMinistry(round)));
  if (seen.accountDeleted) problems.push(...(await leftOfDeletedAccount(round)));
  return problems;
}

/**
 * (b) Nothing of a deleted ministry is left: looked up by the ids the round knew as well as
 * by ministry, since a row left behind may point at a row that went.
 */
async function leftOfDeletedMinistry({ app, f }: Round) {
  const db = app.db;
  const memberIds = Object.values(f.ids);
  const functionIds = f.functions.all;
  const scheduleIds = [f.schedule.id, f.pastScheduleId];
  const tables = {
    members: db
      .selectFrom('members')
      .select('id')
      .where((eb) => eb.or([eb('ministry_id', '=', f.ministry.id), eb('id', 'in', memberIds)])),
    functions: db
      .selectFrom('functions')
      .select('id')
      .where((eb) => eb.or([eb('ministry_id', '=', f.ministry.id), eb('id', 'in', functionIds)])),
    songs: db.selectFrom('songs').select('id').where('ministry_id', '=', f.ministry.id),
    schedules: db
      .selectFrom('schedules')
      .select('id')
      .where((eb) => eb.or([eb('ministry_id', '=', f.ministry.id), eb('id', 'in', scheduleIds)])),
    schedule_members: db
      .selectFrom('schedule_members')
      .select('id')
      .where((eb) =>
        eb.or([eb('schedule_id', 'in', scheduleIds), eb('member_id', 'in', memberIds)]),
      ),
    schedule_songs: db
      .selectFrom('schedule_songs')
      .select('id')
      .where('schedule_id', 'in', scheduleIds),
    unavailabilities: db
      .selectFrom('unavailabilities')
      .select('id')
      .where('member_id', 'in', memberIds),
    member_song_keys: db
      .selectFrom('member_song_keys')
      .select('id')
      .where((eb) => eb.or([eb('member_id', 'in', memberIds), eb('song_id', '=', f.songId)])),
    member_functions: db
      .selectFrom('member_functions')
      .select('id')
      .where((eb) =>
        eb.or([eb('member_id', 'in', memberIds), eb('function_id', 'in', functionIds)]),
      ),
  };
  return leftIn(tables, (table, n) => `(b) deleted ministry left ${n} row(s) in ${table}`);
}

/** (c) A deleted account owns nothing, is in no team, holds nothing, is on nothing to come. */
async function leftOfDeletedAccount({ app, f }: Round) {
  const db = app.db;
  const userId = f.people.admin.id;
  const today = todayIn(app.config.timeZone);
  const theirs = () => db.selectFrom('members').where('user_id', '=', userId).select('id');
  const tables = {
    'owned ministries': db
      .selectFrom('ministries')
      .select('id')
      .where('proprietario_id', '=', userId),
    'active or pending member rows': db
      .selectFrom('members')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', 'in', ['ATIVO', 'PENDENTE']),
    member_functions: db
      .selectFrom('member_functions')
      .select('id')
      .where('member_id', 'in', theirs()),
    unavailabilities: db
      .selectFrom('unavailabilities')
      .select('id')
      .where('member_id', 'in', theirs()),
    'saved keys': db.selectFrom('member_song_keys').select('id').where('member_id', 'in', theirs()),
    'places on schedules to come': db
      .selectFrom('schedule_members as sm')
      .innerJoin('schedules as s', 's.id', 'sm.schedule_id')
      .select('sm.id')
      .where('sm.member_id', 'in', theirs())
      .where('s.data', '>=', today)
      .where('s.finalizada', '=', 0),
    'decline reasons': db
      .selectFrom('schedule_members')
      .select('id')
      .where('member_id', 'in', theirs())
      .where('motivo_recusa', 'is not', null),
    calendar_feeds: db.selectFrom('calendar_feeds').select('user_id').where('user_id', '=', userId),
  };
  return leftIn(tables, (what, n) => `(c) deleted account has ${n} ${what}`);
}

/** Runs the queries together; a message for each that found rows. */
async function leftIn(
  queries: Record<string, { execute(): Promise<unknown[]> }>,
  describe: (name: string, rows: number) => string,
) {
  const found = await Promise.all(
    Object.entries(queries).map(
      async ([name, query]) => [name, (await query.execute()).length] as const,
    ),
  );
  return found.filter(([, rows]) => rows > 0).map(([name, rows]) => describe(name, rows));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The pair, started together on the round's fresh ministry: what went wrong, or nothing. */
async function race(
  r: Round,
  pair: readonly [CallName, CallName],
  round: number,
): Promise<string | undefined> {
  // Both start in the same tick, or one a few milliseconds after the other: across rounds
  // the later one lands at different steps of the earlier one's transaction.
  const jitter = Math.floor(Math.random() * 4);
  const late: Side = Math.random() < 0.5 ? 0 : 1;
  const send = (side: Side) => {
    const start = () => calls[pair[side]].send(r, side);
    return side === late && jitter > 0 ? pause(jitter).then(start) : start();
  };
  const responses = await Promise.all([send(0), send(1)]);
  const answers = responses.map((response, side) =>
    answerOf(pair[side as Side], side as Side, response),
  );
  const [first, second] = answers as [Answer, Answer];
  // Accepted, yet worth a look: it means a transaction lost to deadlocks four times running.
  for (const answer of answers)
    if (answer.error === 'write_conflict')
      console.warn(`${pair.join(' × ')} round ${round}: ${describeAnswer(answer)}`);
  const problems = [
    wrongAnswer(first, second),
    wrongAnswer(second, first),
    ...(await brokenInvariants(r, answers)),
  ].filter((problem) => problem !== undefined);
  if (!problems.length) return undefined;
  const timing = jitter ? `#${late} ${jitter} ms late` : 'same tick';
  return `${pair.join(' × ')} round ${round} (${timing}; ${answers.map(describeAnswer).join(', ')}): ${problems.join('; ')}`;
}

/**
 * Rounds whose ministries are set up together: their round trips to the database overlap
 * (most of a round's time on PostgreSQL); the rounds themselves still race one at a time, each
 * once its own setup is done.
 */
const SET_UP_TOGETHER = 3;

const matrix: readonly CallName[] = [
  'deleteMinistry',
  'transfer',
  'leave',
  'approve',
  'deactivate',
  'decline',
  'confirm',
  'swap',
  'save',
  'reportUnavailability',
  'assignFunction',
  'saveMySongKey',
  'savePreferences',
  'newAccessCode',
  'deleteAccount',
];

/** Each call with itself and every call after it; account deletion also with creating and joining. */
const pairsOf = (first: CallName): [CallName, CallName][] => [
  ...matrix.slice(matrix.indexOf(first)).map((second): [CallName, CallName] => [first, second]),
  ...(first === 'deleteAccount'
    ? (['createMinistry', 'join'] as const).map((second): [CallName, CallName] => [first, second])
    : []),
];

describe('race matrix: the calls that change one ministry, two at a time', () => {
  for (const first of matrix) {
    const pairs = pairsOf(first);
    it(
      `${first} against ${pairs.map(([, second]) => second).join(', ')}`,
      { timeout: 30_000 + pairs.length * rounds * 1_500 },
      async () => {
        // Every round's admin asks to join from the same address: RACE_ROUNDS=100 would pass
        // the production limit within the minute.
        const app = await buildTestApp({ env: { JOIN_RATE_LIMIT_PER_IP: '1000000' } });
        const { ministry: elsewhere } = await ownerWithMinistry(app, `elsewhere-${first}`);
        const jobs = pairs.flatMap((pair) =>
          Array.from({ length: rounds }, (_, index) => ({ pair, round: index + 1 })),
        );
        const failures: string[] = [];
        for (let done = 0; done < jobs.length; done += SET_UP_TOGETHER) {
          const batch = jobs.slice(done, done + SET_UP_TOGETHER);
          const set = await Promise.all(
            batch.map(async (_job, index): Promise<Round> => {
              const tag = `race${done + index + 1}`;
              return { app, f: await raceMinistry(app, tag), elsewhere, tag };
            }),
          );
          for (const [index, { pair, round }] of batch.entries()) {
            const failure = await race(set[index]!, pair, round);
            if (failure) failures.push(failure);
          }
        }
        expect(failures, failures.join('\n')).toEqual([]);
      },
    );
  }
});
