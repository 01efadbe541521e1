import {
  apiPaths,
  defaultMailSettings,
  messageResponseSchema,
  mayReceiveOwnership,
  OWNER,
  personalDataFileName,
  personalDataSchema,
  presenceAnswerOf,
  presentOwnSongKeys,
  transferOwnershipRequestSchema,
  scheduleHappened,
  scheduleRights,
  standingOf,
} from '@levita/contracts';
import { conflict, forbidden, MockHttpError, notFound, reply, type Router } from '../http';
import { raiseVersion } from '../versions';

/**
 * The LGPD calls: one's data as a file, deleting one's account, and handing a
 * ministry to an administrator so its owner may leave.
 */
export function personalDataHandlers({ route }: Router) {
  return [
    route('get', apiPaths.personalData, ({ user, id, store }) => {
      const caller = user();
      if (id() !== caller.id) throw forbidden();
      const t = store.tables;
      const memberships = t.members.filter((member) => member.user_id === caller.id);
      const memberIds = new Set(memberships.map((member) => member.id));
      const generatedAt = store.now();
      const body = reply(personalDataSchema, {
        gerado_em: generatedAt,
        conta: {
          id: caller.id,
          nome: caller.nome,
          email: caller.email,
          telefone: caller.telefone,
          foto_url: caller.foto_url,
          criada_em: caller.created_at,
          atualizada_em: caller.updated_at,
          tem_senha: true,
          entra_com_google: false,
          emails: caller.emails ?? defaultMailSettings,
          feed_calendario: caller.calendar_token !== undefined,
        },
        participacoes: memberships.map((member) => ({
          ministerio_id: member.ministry_id,
          ministerio: store.ministry(member.ministry_id)?.nome ?? '',
          status: member.status,
          admin: member.admin === 1,
          proprietario: store.ministry(member.ministry_id)?.proprietario_id === caller.id,
          desde: member.created_at,
          funcoes: store.assignmentsOf(member.id).map((row) => ({
            nome: store.function(row.function_id)?.nome ?? '',
            principal: row.principal === 1,
          })),
          indisponibilidades: t.unavailabilities
            .filter((row) => row.member_id === member.id)
            .map(({ data_inicio, data_fim, justificativa }) => ({
              data_inicio,
              data_fim,
              justificativa,
            })),
          tons: presentOwnSongKeys(
            t.memberSongKeys
              .filter((row) => row.member_id === member.id)
              .map((row) => ({ ...row, nome: store.song(row.song_id)?.nome ?? '' })),
          ),
          preferencias: {
            limite_mensal: member.limite_mensal,
            junto_com: member.junto_com === null ? null : store.memberName(member.junto_com),
          },
        })),
        escalas: t.schedules.flatMap((schedule) =>
          schedule.members
            .filter((place) => memberIds.has(place.member_id))
            // What the person can read in the app today (scheduleRights): a draft only while
            // they own the ministry, or manage it or lead the draft as an active member. With
            // no standing left (deactivated), what anyone on the schedule reads: the published.
            .filter((place) => {
              const member = store.member(place.member_id)!;
              const ministry = store.ministry(schedule.ministry_id)!;
              const standing = standingOf(ministry, caller.id, member) ?? 'PENDENTE';
              const memberId = member.status === 'ATIVO' ? member.id : undefined;
              return scheduleRights(standing, schedule, memberId).visible;
            })
            .map((place) => ({
              escala_id: schedule.id,
              ministerio_id: schedule.ministry_id,
              ministerio: store.ministry(schedule.ministry_id)?.nome ?? '',
              titulo: schedule.titulo,
              data: schedule.data,
              horario: schedule.horario,
              local: schedule.local,
              funcoes: place.functions.map((fn) => ({
                nome: fn.nome,
                observacao: fn.observacao,
              })),
              resposta: presenceAnswerOf(place),
              confirmado_em: null,
              recusado_em: place.recusado_em,
              motivo_recusa: place.motivo_recusa,
            })),
        ),
      });
      body.headers.set(
        'Content-Disposition',
        `attachment; filename="${personalDataFileName(generatedAt)}"`,
      );
      return body;
    }),

    route('delete', apiPaths.user, ({ user, id, store, session, message, locale }) => {
      const caller = user();
      if (id() !== caller.id) throw forbidden();
      const t = store.tables;
      const owned = t.ministries
        .filter((ministry) => ministry.proprietario_id === caller.id)
        .map(({ id: ministryId, nome }) => ({ id: ministryId, nome }));
      if (owned.length)
        throw new MockHttpError(
          409,
          'account_owns_ministries',
          'account_owns_ministries',
          { names: new Intl.ListFormat(locale).format(owned.map((m) => `"${m.nome}"`)) },
          { ministerios_proprios: owned },
        );
      // As the API (docs/api.md "Personal data (LGPD)"): places in schedules that already happened stay, as a
      // former member's; everything else that names the person goes.
      const rows = t.members.filter((row) => row.user_id === caller.id);
      const ids = new Set(rows.map((row) => row.id));
      for (const schedule of t.schedules) {
        if (!scheduleHappened(schedule, store.today))
          schedule.members = schedule.members.filter((place) => !ids.has(place.member_id));
        // What they wrote themselves goes with them: a decline's reason may tell of their
        // health or family. That they declined stays, as the team's history.
        for (const place of schedule.members)
          if (ids.has(place.member_id)) place.motivo_recusa = null;
        if (schedule.responsavel_id !== null && ids.has(schedule.responsavel_id))
          schedule.responsavel_id = null;
      }
      const kept = new Set(
        t.schedules.flatMap((schedule) =>
          schedule.members.map((place) => place.member_id).filter((id) => ids.has(id)),
        ),
      );
      store.deleteMembers(new Set([...ids].filter((id) => !kept.has(id))));
      t.memberFunctions = t.memberFunctions.filter((row) => !kept.has(row.member_id));
      t.unavailabilities = t.unavailabilities.filter((row) => !kept.has(row.member_id));
      t.memberSongKeys = t.memberSongKeys.filter((row) => !kept.has(row.member_id));
      for (const row of t.members)
        if (kept.has(row.id)) Object.assign(row, { status: 'INATIVO', admin: 0 });
      const now = store.now();
      Object.assign(caller, {
        nome: '',
        email: `excluido-${caller.id}@levita.invalid`,
        telefone: null,
        foto_url: null,
        senha: '',
        calendar_token: undefined,
        excluido_em: now,
        updated_at: now,
      });
      session.userId = null;
      return reply(messageResponseSchema, { message: message('account_deleted') });
    }),

    route(
      'post',
      apiPaths.transferOwnership,
      async ({ id, requireStanding, parseBody, store, user, message }) => {
        const { ministry } = requireStanding(id(), OWNER);
        const { membro_id } = await parseBody(transferOwnershipRequestSchema);
        const target = store.member(membro_id);
        if (target?.ministry_id !== ministry.id) throw notFound();
        if (target.user_id === user().id) throw conflict('ownership_target_is_owner');
        if (!mayReceiveOwnership(target)) throw conflict('ownership_target_not_admin');
        ministry.proprietario_id = target.user_id;
        ministry.updated_at = store.now();
        // The settings screen read before the transfer must not save over it.
        raiseVersion(ministry);
        return reply(messageResponseSchema, {
          message: message('ownership_transferred', {
            name: store.user(target.user_id)?.nome ?? '',
          }),
        });
      },
    ),
  ];
}
