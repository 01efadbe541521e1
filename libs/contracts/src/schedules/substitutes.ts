import { z } from 'zod/mini';
import { wholeNumber } from '../integers';
import type { MemberStatus } from '../ministries/standing';
import { compareNames } from '../names';
import type { PresenceAnswer } from './presence-answer';

/*
 * Substitutes: a member who declined leaves their functions without anyone; the schedule's
 * leader looks for someone else to play each of them and swaps them in. The API, the mock API
 * and the web read these rules; docs/schedules.md explains them.
 */

const id = /* @__PURE__ */ wholeNumber().check(/* @__PURE__ */ z.int(), z.positive());

/** GET /escalas/{id}/substitutos?funcao_id= */
export const substitutesQuerySchema = z.object({ funcao_id: id });

export const substituteSchema = z.object({
  membro_id: /* @__PURE__ */ z.int(),
  nome: z.string(),
  foto_url: z.nullable(z.string()),
  /** The function is the member's principal one. */
  principal: z.boolean(),
  /** Their participations in this ministry's schedules in the month of the schedule's date. */
  participacoes_no_mes: /* @__PURE__ */ z.int(),
});
export type Substitute = z.infer<typeof substituteSchema>;

export const substitutesSchema = z.object({
  funcao_id: /* @__PURE__ */ z.int(),
  /** Best first (rankSubstitutes). */
  substitutos: z.array(substituteSchema),
});
export type Substitutes = z.infer<typeof substitutesSchema>;

/**
 * POST /escalas/{id}/substituir: `substituto_id` takes `membro_id`'s place in `funcao_id`;
 * without `membro_id`, fills an open slot of `funcao_id` (docs/schedules.md "Open slots").
 */
export const swapMemberRequestSchema = z.object({
  membro_id: z.optional(id),
  funcao_id: id,
  substituto_id: id,
});
export type SwapMemberRequest = z.infer<typeof swapMemberRequestSchema>;

/** A holder of the function, as the API's query and the mock API's tables give them. */
export interface SubstituteSource {
  member_id: number;
  nome: string;
  foto_url: string | null;
  status: MemberStatus;
  principal: number | boolean;
}

/**
 * The substitutes for a function: holders of it who are ATIVO, not unavailable on the date
 * and not already on the schedule; the ones for whom it is the principal function first, then
 * who took part less this month, then by name.
 */
export function rankSubstitutes(
  holders: readonly SubstituteSource[],
  excluded: { scheduled: ReadonlySet<number>; unavailable: ReadonlySet<number> },
  participations: ReadonlyMap<number, number>,
): Substitute[] {
  return holders
    .filter(
      (holder) =>
        holder.status === 'ATIVO' &&
        !excluded.scheduled.has(holder.member_id) &&
        !excluded.unavailable.has(holder.member_id),
    )
    .map((holder) => ({
      membro_id: holder.member_id,
      nome: holder.nome,
      foto_url: holder.foto_url,
      principal: Boolean(holder.principal),
      participacoes_no_mes: participations.get(holder.member_id) ?? 0,
    }))
    .sort(
      (a, b) =>
        Number(b.principal) - Number(a.principal) ||
        a.participacoes_no_mes - b.participacoes_no_mes ||
        compareNames(a.nome, b.nome),
    );
}

/** Whether a scheduled member's place in a function is one a substitute may take. */
export const needsSubstitute = (answer: PresenceAnswer): boolean => answer === 'RECUSADO';

/** Why a swap is refused; each is an error code of the API (409). */
export type SwapRefusal =
  | 'presence_closed'
  | 'substitution_not_needed'
  | 'substitute_not_active'
  | 'function_not_held'
  | 'substitute_unavailable'
  | 'substitute_already_scheduled'
  | 'slot_filled';

/**
 * The swap's rules, read again under the schedule's lock: the day is not over
 * (presenceAnswerOpen), the member being replaced declined and plays the function (or, when
 * filling an open slot, the slot still needs someone in it), and the substitute would be
 * offered by rankSubstitutes (ATIVO here, holds the function, available, not on the
 * schedule). Null when the swap may go ahead.
 */
export function swapRefusal(facts: {
  open: boolean;
  /** The member being replaced, if they are on the schedule. */
  replaced?: { answer: PresenceAnswer; playsFunction: boolean } | undefined;
  /** Filling an open slot instead: whether the slots still miss someone in the function. */
  fill?: { slotOpen: boolean };
  /** The substitute's row in this ministry, if any. */
  substitute:
    | { status: MemberStatus; holdsFunction: boolean; unavailable: boolean; scheduled: boolean }
    | undefined;
}): SwapRefusal | null {
  const { replaced, substitute } = facts;
  if (!facts.open) return 'presence_closed';
  if (facts.fill) {
    if (!facts.fill.slotOpen) return 'slot_filled';
  } else if (!replaced || !needsSubstitute(replaced.answer) || !replaced.playsFunction)
    return 'substitution_not_needed';
  if (substitute?.status !== 'ATIVO') return 'substitute_not_active';
  if (!substitute.holdsFunction) return 'function_not_held';
  if (substitute.unavailable) return 'substitute_unavailable';
  if (substitute.scheduled) return 'substitute_already_scheduled';
  return null;
}
