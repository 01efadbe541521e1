/*
 * PUT and DELETE /ministerios/{ministryId}/musicas/{songId}/meu-tom: the caller saves or
 * clears the key they sing the song in ("meu tom", docs/songs.md). For the API, the mock API
 * and the client.
 */
import { z } from 'zod/mini';
import { wholeNumber } from '../integers';
import { songKeys, type SongKey } from './keys';

/** The ids its path names: positive integers, as every id. */
export const mySongKeyParamsSchema = z.object({
  ministryId: /* @__PURE__ */ wholeNumber().check(/* @__PURE__ */ z.int(), z.positive()),
  songId: /* @__PURE__ */ wholeNumber().check(/* @__PURE__ */ z.int(), z.positive()),
});

/** PUT's body: a key of songKeys, the set a song and a schedule take. */
export const updateMySongKeyRequestSchema = z.object({
  tom: z.enum(songKeys, { error: 'invalid_key' }),
});
export type UpdateMySongKeyRequest = z.input<typeof updateMySongKeyRequestSchema>;

/** Both answer the caller's key of the song as it now is: null once cleared. */
export const mySongKeySchema = z.object({
  musica_id: /* @__PURE__ */ z.int(),
  tom: z.nullable(z.enum(songKeys)),
});
export type MySongKey = z.infer<typeof mySongKeySchema>;

export function presentMySongKey(songId: number, tom: string | null): MySongKey {
  return { musica_id: songId, tom: tom as SongKey | null };
}
