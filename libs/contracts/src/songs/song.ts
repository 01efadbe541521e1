import { z } from 'zod';
import {
  MAX_BPM,
  MIN_BPM,
  MUSIC_SEARCH_MIN_LENGTH,
  normaliseChordsLink,
  SONGS_MAX_PAGE_SIZE,
  songCategories,
  songKeys,
} from './catalogue';

const keyField = z.enum(songKeys, { error: 'invalid_key' });
const bpmField = z.coerce
  .number({ error: 'invalid_bpm' })
  .int('invalid_bpm')
  .min(MIN_BPM, 'invalid_bpm')
  .max(MAX_BPM, 'invalid_bpm');
const durationField = z.coerce
  .number({ error: 'invalid_duration' })
  .int()
  .min(0, 'invalid_duration');
const linkField = z
  .string()
  .trim()
  .max(2000, 'too_long')
  .pipe(z.url({ protocol: /^https?$/, error: 'invalid_link' }));
/** Forms send '' for a field left empty: that clears it. */
const emptyAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? null : value), schema.nullable()).optional();
const optionalLink = emptyAsNull(linkField);
const chordsLink = emptyAsNull(linkField.transform(normaliseChordsLink));
const optionalKey = emptyAsNull(keyField);
const textField = (max: number) => z.string().trim().max(max, 'too_long');

/** "adoracao,louvor" or ["adoracao", "louvor"]: codes of the 20 categories, deduplicated. */
const categoriesField = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(',')).map((code) => code.trim()).filter(Boolean),
  )
  .pipe(z.array(z.enum(songCategories, { error: 'invalid_category' })))
  .transform((codes) => [...new Set(codes)].join(','));

export const songLinksSchema = z.object({
  cifra: z.string().nullable(),
  letra: z.string().nullable(),
  audio: z.string().nullable(),
  video: z.string().nullable(),
});

export const songSchema = z
  .object({
    id: z.number().int(),
    ministerio_id: z.number().int(),
    nome: z.string(),
    artista: z.string(),
    album: z.string().nullable(),
    tom: z.enum(songKeys).nullable(),
    bpm: z.number().int().nullable(),
    duracao: z.number().int().nullable(),
    capa_url: z.string().nullable(),
    classificacoes: z.string(),
    classificacoes_lista: z.array(z.enum(songCategories)),
    links: songLinksSchema,
    link_cifra: z.string().nullable(),
    link_letra: z.string().nullable(),
    link_audio: z.string().nullable(),
    link_video: z.string().nullable(),
    origem_externa: z.string().nullable(),
    id_externo: z.string().nullable(),
    data_criacao: z.string(),
    data_atualizacao: z.string(),
  })
  .meta({ id: 'Musica' });
export type Song = z.infer<typeof songSchema>;

export const createSongRequestSchema = z.object({
  ministerio_id: z.coerce.number({ error: 'required' }).int().positive(),
  nome: z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'too_long'),
  artista: z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'too_long'),
  album: textField(200).nullable().optional(),
  duracao: emptyAsNull(durationField),
  capa_url: optionalLink,
  tom: optionalKey,
  bpm: emptyAsNull(bpmField),
  classificacoes: categoriesField.optional(),
  links: z
    .object({ cifra: chordsLink, letra: optionalLink, audio: optionalLink, video: optionalLink })
    .partial()
    .optional(),
  /** null or '' (a manual song): no catalogue id, not the text "null". */
  id_externo: emptyAsNull(z.coerce.string().trim().min(1).max(64)),
  origem_externa: z.enum(['deezer']).nullable().optional(),
});
export type CreateSongRequest = z.input<typeof createSongRequestSchema>;

/** PUT /musicas/{id}: nome, artista, album, duracao and capa_url only for manual songs. */
export const updateSongRequestSchema = z.object({
  tom: optionalKey,
  bpm: emptyAsNull(bpmField),
  classificacoes_lista: categoriesField.optional(),
  link_cifra: chordsLink,
  link_letra: optionalLink,
  link_audio: optionalLink,
  link_video: optionalLink,
  nome: z.string().trim().min(1, 'required').max(200, 'too_long').optional(),
  artista: z.string().trim().min(1, 'required').max(200, 'too_long').optional(),
  album: textField(200).nullable().optional(),
  duracao: emptyAsNull(durationField),
  capa_url: optionalLink,
});
export type UpdateSongRequest = z.input<typeof updateSongRequestSchema>;

const pageFields = {
  pagina: z.coerce.number().int().min(1).default(1),
  por_pagina: z.coerce
    .number()
    .int()
    .min(1)
    .max(SONGS_MAX_PAGE_SIZE, 'page_size_too_large')
    .default(10),
  ministerio_id: z.coerce.number().int().positive().optional(),
};

export const songListQuerySchema = z.object(pageFields);
export const songSearchQuerySchema = z.object({
  ...pageFields,
  termo: z.string().trim().max(200, 'too_long').default(''),
});

export const songPageSchema = z.object({
  musicas: z.array(songSchema),
  total: z.number().int(),
  pagina: z.number().int(),
  por_pagina: z.number().int(),
});
export type SongPage = z.infer<typeof songPageSchema>;

export const musicSearchQuerySchema = z.object({
  q: z.string().trim().min(MUSIC_SEARCH_MIN_LENGTH, 'search_too_short').max(200, 'too_long'),
  limite: z.coerce.number().int().min(1).max(50).default(10),
  ministerio_id: z.coerce.number().int().positive().optional(),
});

/** A music-service result in the product's form (part 2 §3). */
export const musicSearchResultSchema = z.object({
  id_externo: z.string(),
  nome: z.string(),
  artista: z.string(),
  album: z.string().nullable(),
  capa_url: z.string().nullable(),
  duracao: z.number().int().nullable(),
  link_audio: z.string().nullable(),
  /** Already in the ministry's repertoire (only when ministerio_id is given). */
  importada: z.boolean(),
});
export type MusicSearchResult = z.infer<typeof musicSearchResultSchema>;
export const musicSearchResponseSchema = z.object({ resultados: z.array(musicSearchResultSchema) });
