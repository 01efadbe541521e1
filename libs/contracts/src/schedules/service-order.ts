import { z } from 'zod/mini';
import { wholeNumber } from '../integers';
import { optionalText, typedText } from '../text';

/*
 * Service order: besides its songs, a schedule holds the other parts of the service (welcome,
 * prayer, sermon...), interleaved with the songs in one order, each with a length in minutes.
 * The run sheet gives each part its start from the schedule's time. docs/schedules.md.
 */

export const serviceItemKinds = [
  'boas_vindas',
  'oracao',
  'leitura',
  'oferta',
  'pregacao',
  'avisos',
  'ceia',
  'outro',
] as const;
export const serviceItemKindSchema = z.enum(serviceItemKinds, { error: 'invalid_item_kind' });
export type ServiceItemKind = z.infer<typeof serviceItemKindSchema>;

/** Parts of a service other than its songs, at most. */
export const SERVICE_ITEMS_MAX = 60;
/** The longest part, in minutes (a four-hour vigil's sermon is already generous). */
export const SERVICE_ITEM_MAX_MINUTES = 240;

/** One part as a save sends it; `ordem` places it among the songs. */
export const serviceItemRequestSchema = z.object({
  tipo: serviceItemKindSchema,
  titulo: /* @__PURE__ */ z
    .string({ error: 'required' })
    .check(...typedText, z.minLength(1, 'required'), z.maxLength(120, 'too_long')),
  duracao_minutos: /* @__PURE__ */ wholeNumber({ error: 'invalid_item_duration' }).check(
    /* @__PURE__ */ z.int('invalid_item_duration'),
    z.gte(0, 'invalid_item_duration'),
    z.lte(SERVICE_ITEM_MAX_MINUTES, 'invalid_item_duration'),
  ),
  observacoes: optionalText(500),
  responsavel_id: z.optional(
    z.nullable(/* @__PURE__ */ wholeNumber().check(/* @__PURE__ */ z.int(), z.positive())),
  ),
  ordem: /* @__PURE__ */ wholeNumber({ error: 'required' }).check(/* @__PURE__ */ z.int()),
});
export type ServiceItemRequest = z.input<typeof serviceItemRequestSchema>;

/**
 * A save's parts. Absent, a save keeps the parts the schedule has (none on create), so a
 * client that sends only songs keeps working and loses nothing; `[]` removes them all.
 */
export const serviceItemsField = z.optional(
  /* @__PURE__ */ z
    .array(serviceItemRequestSchema)
    .check(z.maxLength(SERVICE_ITEMS_MAX, 'too_many_items')),
);

/** A part as a schedule shows it. */
export const scheduledItemSchema = z.object({
  tipo: serviceItemKindSchema,
  titulo: z.string(),
  duracao_minutos: /* @__PURE__ */ z.int(),
  observacoes: z.nullable(z.string()),
  responsavel_id: z.nullable(/* @__PURE__ */ z.int()),
  /** Empty `nome` for a former member (`ex_integrante`): the web shows a translated label. */
  responsavel: z.nullable(
    z.object({ id: /* @__PURE__ */ z.int(), nome: z.string(), ex_integrante: z.boolean() }),
  ),
  /** Its place in the service, songs and parts counted together from 1, as a save sends it. */
  ordem: /* @__PURE__ */ z.int(),
});
export type ScheduledItem = z.infer<typeof scheduledItemSchema>;

/**
 * Where a stored part sits: after `apos_musicas` of the schedule's songs, and `ordem` (1..)
 * among the parts. Kept this way, the songs keep their own order 1..n whatever parts sit
 * between them, and a part stays after "the second song" when songs change without it.
 */
export interface ItemPlace {
  apos_musicas: number;
  ordem: number;
}

/**
 * Songs and parts in one order: entries with a lower rank first; on equal ranks, a part comes
 * before the song (a part sent with `ordem: 1` opens the service), then the order sent. The
 * songs come out in their new order and each part with its place (ItemPlace).
 */
export function placeServiceItems<S, I>(
  songs: readonly { entry: S; rank: number }[],
  items: readonly { entry: I; rank: number }[],
): { songs: S[]; items: (I & ItemPlace)[] } {
  const merged = [
    ...items.map((item, index) => ({ ...item, song: false, index })),
    ...songs.map((song, index) => ({ ...song, song: true, index })),
  ].sort((a, b) => a.rank - b.rank || Number(a.song) - Number(b.song) || a.index - b.index);
  const placedSongs: S[] = [];
  const placedItems: (I & ItemPlace)[] = [];
  for (const { entry, song } of merged)
    if (song) placedSongs.push(entry as S);
    else
      placedItems.push({
        ...(entry as I),
        apos_musicas: placedSongs.length,
        ordem: placedItems.length + 1,
      });
  return { songs: placedSongs, items: placedItems };
}

/**
 * The service in order: `songs` (already in their order) with the parts between them. A part
 * placed after more songs than there are (songs removed since) comes at the end.
 */
export function serviceOrder<S, I extends ItemPlace>(
  songs: readonly S[],
  items: readonly I[],
): ({ song: S; item?: undefined } | { item: I; song?: undefined })[] {
  const parts = [...items].sort((a, b) => a.apos_musicas - b.apos_musicas || a.ordem - b.ordem);
  const order: ({ song: S; item?: undefined } | { item: I; song?: undefined })[] = [];
  let next = 0;
  songs.forEach((song, index) => {
    while (next < parts.length && parts[next]!.apos_musicas <= index)
      order.push({ item: parts[next++]! });
    order.push({ song });
  });
  while (next < parts.length) order.push({ item: parts[next++]! });
  return order;
}

export interface RunSheetEntry {
  /** Whole minutes; null when unknown (a song without a duration). */
  duracao_minutos: number | null;
}

export interface RunSheet {
  /** Each entry's start, 'HH:mm' on the wall clock (past midnight it goes on from 00:00). */
  inicios: string[];
  /** The whole service, in minutes, counting only the lengths known. */
  total_minutos: number;
  /** Entries without a length: the times after the first of them are a lower bound. */
  sem_duracao: number;
}

const MINUTES_A_DAY = 24 * 60;

/** A song's length in whole minutes, rounded up; null when the song has none. */
export const songMinutes = (seconds: number | null): number | null =>
  seconds === null ? null : Math.ceil(seconds / 60);

/** The run sheet of `entries` in order, starting at `start` ('HH:mm'). */
export function runSheet(start: string, entries: readonly RunSheetEntry[]): RunSheet {
  const [hours = 0, minutes = 0] = start.slice(0, 5).split(':').map(Number);
  let at = hours * 60 + minutes;
  const inicios: string[] = [];
  let total = 0;
  let unknown = 0;
  for (const entry of entries) {
    const clock = ((at % MINUTES_A_DAY) + MINUTES_A_DAY) % MINUTES_A_DAY;
    inicios.push(
      `${String(Math.floor(clock / 60)).padStart(2, '0')}:${String(clock % 60).padStart(2, '0')}`,
    );
    if (entry.duracao_minutos === null) unknown += 1;
    const length = entry.duracao_minutos ?? 0;
    at += length;
    total += length;
  }
  return { inicios, total_minutos: total, sem_duracao: unknown };
}
