import { z } from 'zod/mini';
import { expectedVersionField, recordVersionSchema } from '../record-version';
import { wholeNumber } from '../integers';
import { songCategoryOf } from '../server-texts/song-category-names';
import { pastedText, typedText } from '../text';
import {
  MAX_BPM,
  MIN_BPM,
  MUSIC_SEARCH_MIN_LENGTH,
  normaliseChordsLink,
  SONGS_MAX_PAGE_SIZE,
  songCategories,
} from './catalogue';
import { songKeys } from './keys';
import { songKeysFields } from './member-song-keys';

const keyField = z.enum(songKeys, { error: 'invalid_key' });
const bpmField = /* @__PURE__ */ wholeNumber({ error: 'invalid_bpm' }).check(
  /* @__PURE__ */ z.int('invalid_bpm'),
  z.gte(MIN_BPM, 'invalid_bpm'),
  z.lte(MAX_BPM, 'invalid_bpm'),
);
const durationField = /* @__PURE__ */ wholeNumber({ error: 'invalid_duration' }).check(
  /* @__PURE__ */ z.int(),
  z.gte(0, 'invalid_duration'),
);
const typedLink = /* @__PURE__ */ z.string().check(...typedText, z.maxLength(2000, 'too_long'));
const httpUrl = z.url({ protocol: /^https?$/, error: 'invalid_link' });
const linkField = z.pipe(typedLink, httpUrl);
/** Forms send '' for a field left empty: that clears it. */
const emptyAsNull = <T extends z.ZodMiniType>(schema: T) =>
  z.optional(
    z.pipe(
      z.transform((value) => (value === '' ? null : value)),
      z.nullable(schema),
    ),
  );
const optionalLink = emptyAsNull(linkField);
// Normalised before the URL check: a chords link pasted without https:// is still valid.
const chordsLink = emptyAsNull(
  z.pipe(z.pipe(typedLink, z.transform(normaliseChordsLink)), httpUrl),
);
const optionalKey = emptyAsNull(keyField);
/* @__NO_SIDE_EFFECTS__ */
const textField = (max: number) =>
  /* @__PURE__ */ z.string().check(...typedText, z.maxLength(max, 'too_long'));

/**
 * A chord chart's limit, in UTF-8 bytes: a long chart with every verse, its tabs and notes is
 * a few KiB, and the bound keeps one song's answer (and a backup's batch of songs) small.
 */
export const SONG_CHART_MAX_BYTES = 65_536;
/** Blanks and line breaks only: no chart, as '' is. */
const blankChart = /^[ \t\r\n]*$/;
/**
 * The chart as ChordPro text, kept as typed but for its line breaks (pastedText); '', a
 * blank text or null clears it.
 */
const chartField = z.optional(
  z.pipe(
    z.transform((value) => (typeof value === 'string' && blankChart.test(value) ? null : value)),
    z.nullable(/* @__PURE__ */ z.string().check(...pastedText(SONG_CHART_MAX_BYTES))),
  ),
);

/**
 * "adoracao,louvor", ["adoracao", "louvor"] or the names people see ("Adoração, Santa Ceia",
 * "Worship"): codes of the 20 categories, deduplicated. An unknown one stays as typed, for the
 * enum to refuse.
 */
const categoryCodes = z.pipe(
  z.union([z.string(), z.array(z.string())]),
  z.transform((value) =>
    (Array.isArray(value) ? value : value.split(','))
      .map((text) => text.trim())
      .filter(Boolean)
      .map((text) => songCategoryOf(text) ?? text),
  ),
);
const categoriesField = z.pipe(
  z.pipe(categoryCodes, z.array(z.enum(songCategories, { error: 'invalid_category' }))),
  z.transform((codes) => [...new Set(codes)].join(',')),
);

export const songLinksSchema = z.object({
  cifra: z.nullable(z.string()),
  letra: z.nullable(z.string()),
  audio: z.nullable(z.string()),
  video: z.nullable(z.string()),
});

const songFields = {
  id: /* @__PURE__ */ z.int(),
  ministerio_id: /* @__PURE__ */ z.int(),
  nome: z.string(),
  artista: z.string(),
  album: z.nullable(z.string()),
  tom: z.nullable(z.enum(songKeys)),
  bpm: z.nullable(/* @__PURE__ */ z.int()),
  duracao: z.nullable(/* @__PURE__ */ z.int()),
  capa_url: z.nullable(z.string()),
  classificacoes: z.string(),
  classificacoes_lista: z.array(z.enum(songCategories)),
  links: songLinksSchema,
  link_cifra: z.nullable(z.string()),
  link_letra: z.nullable(z.string()),
  link_audio: z.nullable(z.string()),
  link_video: z.nullable(z.string()),
  origem_externa: z.nullable(z.string()),
  id_externo: z.nullable(z.string()),
  data_criacao: z.string(),
  data_atualizacao: z.string(),
  versao: recordVersionSchema,
  /** Whether the song has a chord chart (its text comes with the song read alone). */
  tem_cifra: z.boolean(),
};

/** A song as lists and search answer it: without its chart, which may be 64 KiB. */
export const songSchema = /* @__PURE__ */ z
  .object(songFields)
  .register(z.globalRegistry, { id: 'Musica' });
export type Song = z.infer<typeof songSchema>;

/**
 * A song read alone (and as a write answers it): with its chart's ChordPro text, and the
 * members' saved keys of it.
 */
export const songDetailSchema = /* @__PURE__ */ z
  .object({ ...songFields, cifra: z.nullable(z.string()), ...songKeysFields })
  .register(z.globalRegistry, { id: 'MusicaDetalhe' });
export type SongDetail = z.infer<typeof songDetailSchema>;

export const createSongRequestSchema = z.object({
  ministerio_id: /* @__PURE__ */ wholeNumber({ error: 'required' }).check(
    /* @__PURE__ */ z.int(),
    z.positive(),
  ),
  nome: /* @__PURE__ */ z
    .string({ error: 'required' })
    .check(...typedText, z.minLength(1, 'required'), z.maxLength(200, 'too_long')),
  artista: /* @__PURE__ */ z
    .string({ error: 'required' })
    .check(...typedText, z.minLength(1, 'required'), z.maxLength(200, 'too_long')),
  album: z.optional(z.nullable(textField(200))),
  duracao: emptyAsNull(durationField),
  capa_url: optionalLink,
  tom: optionalKey,
  bpm: emptyAsNull(bpmField),
  classificacoes: z.optional(categoriesField),
  links: z.optional(
    z.partial(
      z.object({
        cifra: chordsLink,
        letra: optionalLink,
        audio: optionalLink,
        video: optionalLink,
      }),
    ),
  ),
  /** null or '' (a manual song): no catalogue id, not the text "null". */
  id_externo: emptyAsNull(
    /* @__PURE__ */ z.coerce.string().check(...typedText, z.minLength(1), z.maxLength(64)),
  ),
  origem_externa: z.optional(z.nullable(z.enum(['deezer']))),
  cifra: chartField,
});
export type CreateSongRequest = z.input<typeof createSongRequestSchema>;

/** PUT /musicas/{id}: every field may be left out; capa_url only for manual songs (songChanges). */
export const updateSongRequestSchema = z.object({
  tom: optionalKey,
  bpm: emptyAsNull(bpmField),
  classificacoes_lista: z.optional(categoriesField),
  link_cifra: chordsLink,
  link_letra: optionalLink,
  link_audio: optionalLink,
  link_video: optionalLink,
  nome: z.optional(
    /* @__PURE__ */ z
      .string()
      .check(...typedText, z.minLength(1, 'required'), z.maxLength(200, 'too_long')),
  ),
  artista: z.optional(
    /* @__PURE__ */ z
      .string()
      .check(...typedText, z.minLength(1, 'required'), z.maxLength(200, 'too_long')),
  ),
  album: z.optional(z.nullable(textField(200))),
  duracao: emptyAsNull(durationField),
  capa_url: optionalLink,
  cifra: chartField,
  versao: expectedVersionField,
});
export type UpdateSongRequest = z.input<typeof updateSongRequestSchema>;

const pageFields = {
  pagina: z._default(/* @__PURE__ */ wholeNumber().check(/* @__PURE__ */ z.int(), z.gte(1)), 1),
  por_pagina: z._default(
    /* @__PURE__ */ wholeNumber().check(
      /* @__PURE__ */ z.int(),
      z.gte(1),
      z.lte(SONGS_MAX_PAGE_SIZE, 'page_size_too_large'),
    ),
    10,
  ),
  ministerio_id: z.optional(
    /* @__PURE__ */ wholeNumber().check(/* @__PURE__ */ z.int(), z.positive()),
  ),
};

export const songListQuerySchema = z.object(pageFields);
export const songSearchQuerySchema = z.object({
  ...pageFields,
  termo: z._default(
    /* @__PURE__ */ z.string().check(...typedText, z.maxLength(200, 'too_long')),
    '',
  ),
});

export const songPageSchema = z.object({
  musicas: z.array(songSchema),
  total: /* @__PURE__ */ z.int(),
  pagina: /* @__PURE__ */ z.int(),
  por_pagina: /* @__PURE__ */ z.int(),
});
export type SongPage = z.infer<typeof songPageSchema>;

export const musicSearchQuerySchema = z.object({
  q: /* @__PURE__ */ z
    .string()
    .check(
      ...typedText,
      z.minLength(MUSIC_SEARCH_MIN_LENGTH, 'search_too_short'),
      z.maxLength(200, 'too_long'),
    ),
  limite: z._default(
    /* @__PURE__ */ wholeNumber().check(/* @__PURE__ */ z.int(), z.gte(1), z.lte(50)),
    10,
  ),
  ministerio_id: z.optional(
    /* @__PURE__ */ wholeNumber().check(/* @__PURE__ */ z.int(), z.positive()),
  ),
});

/** A music-service result in the product's form (part 2 §3). */
export const musicSearchResultSchema = z.object({
  id_externo: z.string(),
  nome: z.string(),
  artista: z.string(),
  album: z.nullable(z.string()),
  capa_url: z.nullable(z.string()),
  duracao: z.nullable(/* @__PURE__ */ z.int()),
  link_audio: z.nullable(z.string()),
  /** Already in the ministry's repertoire (only when ministerio_id is given). */
  importada: z.boolean(),
});
export type MusicSearchResult = z.infer<typeof musicSearchResultSchema>;
export const musicSearchResponseSchema = z.object({ resultados: z.array(musicSearchResultSchema) });
