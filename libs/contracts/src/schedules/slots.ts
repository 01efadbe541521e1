import { z } from 'zod/mini';
import { wholeNumber } from '../integers';
import { functionIconSchema } from '../ministries/functions';
import { needsSubstitute } from './substitutes';
import { type PresenceAnswer, presenceAnswerOf } from './presence-answer';

/*
 * Open slots: what a schedule needs ("1 Ministro, 2 Vocal, 1 Bateria"), by function. Who is
 * missing is what the slots ask for less the people playing each function who have not
 * declined. docs/schedules.md.
 */

/** Functions a schedule may ask for at once (a ministry has a few dozen at most). */
export const SCHEDULE_SLOTS_MAX = 30;
/** People one function may ask for. */
export const SLOT_MAX_PEOPLE = 20;

export const scheduleSlotSchema = z.object({
  funcao_id: /* @__PURE__ */ wholeNumber({ error: 'required' }).check(
    /* @__PURE__ */ z.int(),
    z.positive(),
  ),
  quantidade: /* @__PURE__ */ wholeNumber({ error: 'invalid_slot_size' }).check(
    /* @__PURE__ */ z.int('invalid_slot_size'),
    z.gte(1, 'invalid_slot_size'),
    z.lte(SLOT_MAX_PEOPLE, 'invalid_slot_size'),
  ),
});
export type ScheduleSlot = z.infer<typeof scheduleSlotSchema>;

/** A schedule's slots as a save sends them: each function once, at most SCHEDULE_SLOTS_MAX. */
export const scheduleSlotsField = /* @__PURE__ */ z.array(scheduleSlotSchema).check(
  z.maxLength(SCHEDULE_SLOTS_MAX, 'too_many_slots'),
  z.refine(
    (slots) => new Set(slots.map((slot) => slot.funcao_id)).size === slots.length,
    'duplicate_slot_function',
  ),
);

/** A slot as a schedule shows it: the function's current name and icon. */
export const scheduleSlotViewSchema = z.object({
  funcao_id: /* @__PURE__ */ z.int(),
  quantidade: /* @__PURE__ */ z.int(),
  nome: z.string(),
  icone: functionIconSchema,
});
export type ScheduleSlotView = z.infer<typeof scheduleSlotViewSchema>;

/** A place on the schedule as the slots see it. */
export interface SlotPlace {
  funcao_id: number | null;
  resposta: PresenceAnswer;
}

/**
 * What the slots still need, by function in the slots' order: a function's people less those
 * playing it who have not declined (a declined place is open again, for a substitute).
 */
export function missingSlots<T extends ScheduleSlot>(
  slots: readonly T[],
  places: readonly SlotPlace[],
): T[] {
  return slots
    .map((slot) => ({
      ...slot,
      quantidade:
        slot.quantidade -
        places.filter(
          (place) => place.funcao_id === slot.funcao_id && !needsSubstitute(place.resposta),
        ).length,
    }))
    .filter((slot) => slot.quantidade > 0);
}

/** Whether the slots still miss someone in the function: an open slot a member may fill. */
export const slotOpenFor = (
  functionId: number,
  slots: readonly ScheduleSlot[],
  places: readonly SlotPlace[],
): boolean => missingSlots(slots, places).some((slot) => slot.funcao_id === functionId);

/** Each function each member plays, with the member's answer: the places the slots count. */
export const slotPlacesOf = (
  members: readonly {
    confirmado: number;
    recusado_em: string | null;
    functions: readonly { function_id: number | null }[];
  }[],
): SlotPlace[] =>
  members.flatMap((member) =>
    member.functions.map((fn) => ({
      funcao_id: fn.function_id,
      resposta: presenceAnswerOf(member),
    })),
  );
