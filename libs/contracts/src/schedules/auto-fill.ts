import { z } from 'zod/mini';
import { addDays, monthField, yearField } from '../calendar';
import { wholeNumber } from '../integers';
import type { MemberStatus } from '../ministries/standing';
import { startsClash } from './double-booking';

/*
 * "Preencher equipe": fills the open slots of draft schedules with the ministry's members,
 * fairly. Pure: the API and the mock API gather the facts (members, their functions and
 * preferences, unavailability, other schedules, recent participations) and call it; nothing
 * here reads a clock or a database, so the same facts always give the same team.
 * docs/schedules.md has the rule in words.
 */

/** How far back a member's participations count when ranking them. */
export const AUTO_FILL_WINDOW_DAYS = 56;

/** A start on the ministry's wall clock: 'yyyy-MM-dd' and 'HH:mm'. */
export interface AutoFillStart {
  data: string;
  horario: string;
}

/** A draft to fill: what it needs, and who is on it already. */
export interface AutoFillDraft extends AutoFillStart {
  id: number;
  /** How many people each function needs in all (those already on it count). */
  vagas: readonly { funcao_id: number; quantidade: number }[];
  /** Members already on the draft, in the function they play. */
  equipe: readonly { membro_id: number; funcao_id: number }[];
}

export interface AutoFillMember {
  id: number;
  status: MemberStatus;
  /** The functions they hold; `principal` marks their main one. */
  funcoes: readonly { funcao_id: number; principal: boolean }[];
  /** "No more than N times a month" (their own preference); null: no limit. */
  limite_mensal: number | null;
  /** "Serve together with": members of this ministry, by id. */
  junto_com: readonly number[];
}

export interface AutoFillFacts {
  /** The drafts being filled, in any order (they are filled by start). */
  drafts: readonly AutoFillDraft[];
  members: readonly AutoFillMember[];
  /** Days a member is unavailable, 'yyyy-MM-dd' to 'yyyy-MM-dd', both included. */
  unavailable: readonly { membro_id: number; inicio: string; fim: string }[];
  /**
   * Where members already serve: published schedules of this ministry (they count as
   * participations) and of any other (they only clash). The drafts being filled are left out.
   */
  served: readonly (AutoFillStart & { membro_id: number; neste_ministerio: boolean })[];
}

/** Why a member was picked: what the leader reads beside the name. */
export interface AutoFillReason {
  /** Their participations in the 8 weeks before the draft, the drafts filled before it counted. */
  vezes: number;
  /** Their last participation before the draft ('yyyy-MM-dd'), or null: never. */
  ultima: string | null;
  /** Picked to serve together with this member (their preference). */
  junto_com: number | null;
}

export interface AutoFillPick {
  funcao_id: number;
  membro_id: number;
  motivo: AutoFillReason;
}

export interface AutoFillResult {
  escala_id: number;
  escolhidos: AutoFillPick[];
  /** What no member could fill, by function. */
  faltam: { funcao_id: number; quantidade: number }[];
}

const monthOf = (day: string) => day.slice(0, 7);
const byStart = (a: AutoFillStart, b: AutoFillStart) =>
  a.data.slice(0, 10).localeCompare(b.data.slice(0, 10)) || a.horario.localeCompare(b.horario);

interface Service extends AutoFillStart {
  /** Counts as a participation in this ministry (a published one, or a draft being filled). */
  counts: boolean;
}

/**
 * Fills each draft, earliest first, slot by slot. A candidate for a function holds it, is
 * ATIVO, is not unavailable on the day, is not on this draft already, does not serve within
 * three hours of it anywhere (the drafts filled before it included) and is under their monthly
 * limit. Among candidates: those whose principal function it is first, then the fewest
 * participations in the 8 weeks before the draft (the drafts filled before it counted, so a
 * month spreads evenly), then the longest since they last served, then the lowest id. A picked
 * member's "serve together with" partner is placed next in the same draft when they are a
 * candidate for a slot still open.
 */
export function autoFill(facts: AutoFillFacts): AutoFillResult[] {
  const members = new Map(facts.members.map((member) => [member.id, member]));
  const services = new Map<number, Service[]>();
  const serve = (memberId: number, service: Service) => {
    const list = services.get(memberId) ?? [];
    list.push(service);
    services.set(memberId, list);
  };
  for (const row of facts.served)
    serve(row.membro_id, { data: row.data, horario: row.horario, counts: row.neste_ministerio });

  const unavailableOn = (memberId: number, day: string) =>
    facts.unavailable.some(
      (range) =>
        range.membro_id === memberId &&
        range.inicio.slice(0, 10) <= day &&
        day <= range.fim.slice(0, 10),
    );

  return [...facts.drafts]
    .sort((a, b) => byStart(a, b) || a.id - b.id)
    .map((draft) => {
      const day = draft.data.slice(0, 10);
      const onDraft = new Set(draft.equipe.map((place) => place.membro_id));
      const open = new Map<number, number>();
      for (const slot of draft.vagas) {
        const taken = draft.equipe.filter((place) => place.funcao_id === slot.funcao_id).length;
        open.set(slot.funcao_id, (open.get(slot.funcao_id) ?? 0) + slot.quantidade - taken);
      }
      // Facts about the draft's past, read before anything of this draft is picked.
      const reasonOf = (memberId: number): Omit<AutoFillReason, 'junto_com'> => {
        const before = (services.get(memberId) ?? []).filter(
          (service) => service.counts && byStart(service, draft) < 0,
        );
        const windowStart = addDays(day, -AUTO_FILL_WINDOW_DAYS);
        const vezes = before.filter((service) => service.data.slice(0, 10) >= windowStart).length;
        const ultima = before.reduce<string | null>(
          (last, service) =>
            last === null || service.data.slice(0, 10) > last ? service.data.slice(0, 10) : last,
          null,
        );
        return { vezes, ultima };
      };
      const isCandidate = (member: AutoFillMember, functionId: number) => {
        const mine = services.get(member.id) ?? [];
        return (
          member.status === 'ATIVO' &&
          member.funcoes.some((held) => held.funcao_id === functionId) &&
          !onDraft.has(member.id) &&
          !unavailableOn(member.id, day) &&
          !mine.some((service) => startsClash(service, draft)) &&
          (member.limite_mensal === null ||
            mine.filter((service) => service.counts && monthOf(service.data) === monthOf(day))
              .length < member.limite_mensal)
        );
      };
      const isPrincipal = (member: AutoFillMember, functionId: number) =>
        member.funcoes.some((held) => held.funcao_id === functionId && held.principal);

      const picks: AutoFillPick[] = [];
      const place = (member: AutoFillMember, functionId: number, partner: number | null) => {
        picks.push({
          funcao_id: functionId,
          membro_id: member.id,
          motivo: { ...reasonOf(member.id), junto_com: partner },
        });
        onDraft.add(member.id);
        open.set(functionId, (open.get(functionId) ?? 0) - 1);
        serve(member.id, { data: draft.data, horario: draft.horario, counts: true });
      };
      const bringPartners = (member: AutoFillMember) => {
        for (const partnerId of member.junto_com) {
          const partner = members.get(partnerId);
          if (!partner) continue;
          // Their principal function first, then the others in the order the draft lists them.
          const functionId = [...open.keys()]
            .filter((id) => (open.get(id) ?? 0) > 0 && isCandidate(partner, id))
            .sort((a, b) => Number(isPrincipal(partner, b)) - Number(isPrincipal(partner, a)))[0];
          if (functionId !== undefined) place(partner, functionId, member.id);
        }
      };

      for (const functionId of open.keys()) {
        while ((open.get(functionId) ?? 0) > 0) {
          const ranked = facts.members
            .filter((member) => isCandidate(member, functionId))
            .map((member) => ({ member, ...reasonOf(member.id) }))
            .sort(
              (a, b) =>
                Number(isPrincipal(b.member, functionId)) -
                  Number(isPrincipal(a.member, functionId)) ||
                a.vezes - b.vezes ||
                (a.ultima ?? '').localeCompare(b.ultima ?? '') ||
                a.member.id - b.member.id,
            );
          const best = ranked[0];
          if (!best) break;
          place(best.member, functionId, null);
          bringPartners(best.member);
        }
      }

      return {
        escala_id: draft.id,
        escolhidos: picks,
        faltam: [...open]
          .filter(([, missing]) => missing > 0)
          .map(([funcao_id, quantidade]) => ({ funcao_id, quantidade })),
      };
    });
}

/**
 * POST /ministerios/{id}/preencher-equipe: one draft (`escala_id`), or every draft of a month
 * (`mes`, `ano`). Nothing is published: the picks are written into the drafts.
 */
export const autoFillRequestSchema = /* @__PURE__ */ z
  .object({
    escala_id: z.optional(
      /* @__PURE__ */ wholeNumber().check(/* @__PURE__ */ z.int(), z.positive()),
    ),
    mes: z.optional(monthField),
    ano: z.optional(yearField),
  })
  .check(
    z.refine((body) => body.escala_id !== undefined || body.mes !== undefined, {
      error: 'required',
      path: ['escala_id'],
    }),
  );
export type AutoFillRequest = z.input<typeof autoFillRequestSchema>;

export const autoFillResponseSchema = z.object({
  resultados: z.array(
    z.object({
      escala_id: /* @__PURE__ */ z.int(),
      titulo: z.string(),
      /** The wall-clock date-time, as lists answer it ('2026-11-22T19:00:00'). */
      data: z.string(),
      escolhidos: z.array(
        z.object({
          funcao_id: /* @__PURE__ */ z.int(),
          funcao: z.string(),
          membro_id: /* @__PURE__ */ z.int(),
          nome: z.string(),
          motivo: z.object({
            vezes: /* @__PURE__ */ z.int(),
            ultima: z.nullable(z.string()),
            junto_com: z.nullable(z.string()),
          }),
        }),
      ),
      faltam: z.array(
        z.object({
          funcao_id: /* @__PURE__ */ z.int(),
          nome: z.string(),
          quantidade: /* @__PURE__ */ z.int(),
        }),
      ),
    }),
  ),
});
export type AutoFillResponse = z.infer<typeof autoFillResponseSchema>;

/** The answer of a fill, with the names a screen shows (the drafts' titles and starts). */
export function presentAutoFill(
  results: readonly AutoFillResult[],
  names: {
    drafts: ReadonlyMap<number, { titulo: string; data: string; horario: string }>;
    members: ReadonlyMap<number, string>;
    functions: ReadonlyMap<number, string>;
  },
): AutoFillResponse {
  return {
    resultados: results.map((result) => {
      const draft = names.drafts.get(result.escala_id)!;
      return {
        escala_id: result.escala_id,
        titulo: draft.titulo,
        data: `${draft.data}T${draft.horario}:00`,
        escolhidos: result.escolhidos.map((pick) => ({
          funcao_id: pick.funcao_id,
          funcao: names.functions.get(pick.funcao_id) ?? '',
          membro_id: pick.membro_id,
          nome: names.members.get(pick.membro_id) ?? '',
          motivo: {
            vezes: pick.motivo.vezes,
            ultima: pick.motivo.ultima,
            junto_com:
              pick.motivo.junto_com === null
                ? null
                : (names.members.get(pick.motivo.junto_com) ?? ''),
          },
        })),
        faltam: result.faltam.map((slot) => ({
          ...slot,
          nome: names.functions.get(slot.funcao_id) ?? '',
        })),
      };
    }),
  };
}
