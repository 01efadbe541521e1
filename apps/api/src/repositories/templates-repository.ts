import { templateContentOf, type TemplateRecord } from '@levita/contracts';
import type { Kysely, Selectable } from 'kysely';
import { isoNow } from '../db/clock';
import type { DatabaseKind } from '../db/database';
import type { Database, ScheduleTemplatesTable } from '../db/schema';
import { createWrite, type Guard, requireVersion } from '../db/write-transaction';
import { notFound } from '../errors/http-error';

export type TemplateRow = Selectable<ScheduleTemplatesTable>;
type TemplateRef = Pick<TemplateRow, 'id' | 'ministry_id'>;

/**
 * Schedule templates (migration 0019, docs/schedules.md "Templates"). Every write holds the
 * ministry's row as the schedule saves do, so a template is made from a schedule as it is
 * between two saves, and a change made from an old read is refused (409 stale_version).
 */
export function createTemplatesRepository(db: Kysely<Database>, kind: DatabaseKind) {
  const write = createWrite(db, kind);

  /** The template's row under the ministry's lock: 404 when deleted meanwhile. */
  async function locked(trx: Kysely<Database>, id: number) {
    const row = await trx
      .selectFrom('schedule_templates')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  return {
    /** A ministry's templates by name. */
    list: (ministryId: number) =>
      db
        .selectFrom('schedule_templates')
        .selectAll()
        .where('ministry_id', '=', ministryId)
        .orderBy('nome')
        .orderBy('id')
        .execute(),

    findById: (id: number, executor: Kysely<Database> = db) =>
      executor.selectFrom('schedule_templates').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * A new template of the schedule as it is under the ministry's lock: its songs in order,
     * its parts, its slots, and its team when `withTeam`.
     */
    async createFromSchedule(
      schedule: { id: number; ministry_id: number },
      guard: Guard,
      values: { nome: string; withTeam: boolean },
    ): Promise<TemplateRecord> {
      return write(async (trx, locks) => {
        await locks.ministry(schedule.ministry_id, guard);
        const row = await trx
          .selectFrom('schedules')
          .selectAll()
          .where('id', '=', schedule.id)
          .executeTakeFirst();
        if (!row) throw notFound();
        const [songs, items, slots, members] = await Promise.all([
          trx
            .selectFrom('schedule_songs')
            .select(['song_id', 'tom_alterado'])
            .where('schedule_id', '=', schedule.id)
            .orderBy('ordem')
            .execute(),
          trx
            .selectFrom('schedule_items')
            .select([
              'tipo',
              'titulo',
              'duracao_minutos',
              'observacoes',
              'responsavel_id',
              'apos_musicas',
              'ordem',
            ])
            .where('schedule_id', '=', schedule.id)
            .orderBy('apos_musicas')
            .orderBy('ordem')
            .execute(),
          trx
            .selectFrom('schedule_slots')
            .select(['function_id', 'quantidade'])
            .where('schedule_id', '=', schedule.id)
            .orderBy('ordem')
            .execute(),
          values.withTeam
            ? trx
                .selectFrom('schedule_members as sm')
                .innerJoin('schedule_member_functions as smf', 'smf.schedule_member_id', 'sm.id')
                .select(['sm.member_id', 'smf.function_id', 'smf.observacao'])
                .where('sm.schedule_id', '=', schedule.id)
                .orderBy('sm.id')
                .orderBy('smf.id')
                .execute()
            : Promise.resolve(null),
        ]);
        const team = new Map<
          number,
          {
            member_id: number;
            functions: { function_id: number | null; observacao: string | null }[];
          }
        >();
        for (const place of members ?? []) {
          const entry = team.get(place.member_id) ?? { member_id: place.member_id, functions: [] };
          entry.functions.push({ function_id: place.function_id, observacao: place.observacao });
          team.set(place.member_id, entry);
        }
        const content = templateContentOf({
          responsavel_id: row.responsavel_id,
          songs,
          items,
          slots,
          members: members === null ? null : [...team.values()],
        });
        const now = isoNow();
        return trx
          .insertInto('schedule_templates')
          .values({
            ministry_id: schedule.ministry_id,
            nome: values.nome,
            titulo: row.titulo,
            horario: row.horario,
            local: row.local,
            observacoes: row.observacoes,
            conteudo: JSON.stringify(content),
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },

    /** Changes its name and fields, made from `versao` when given (409 stale_version). */
    async update(
      template: TemplateRef,
      guard: Guard,
      versao: number | undefined,
      changes: Pick<TemplateRow, 'nome' | 'titulo' | 'horario' | 'local' | 'observacoes'>,
    ): Promise<TemplateRecord> {
      return write(async (trx, locks) => {
        await locks.ministry(template.ministry_id, guard);
        const row = await locked(trx, template.id);
        requireVersion(row.versao, versao);
        return trx
          .updateTable('schedule_templates')
          .set((eb) => ({ ...changes, versao: eb('versao', '+', 1), updated_at: isoNow() }))
          .where('id', '=', template.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },

    /** Deletes it; the schedules made from it stay. */
    async remove(template: TemplateRef, guard: Guard) {
      await write(async (trx, locks) => {
        await locks.ministry(template.ministry_id, guard);
        await locked(trx, template.id);
        await trx.deleteFrom('schedule_templates').where('id', '=', template.id).execute();
      });
    },
  };
}

export type TemplatesRepository = ReturnType<typeof createTemplatesRepository>;
