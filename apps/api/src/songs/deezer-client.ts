import { z } from 'zod';
import { HttpError } from '../errors/http-error';

/** The part of Deezer's /search answer we use; anything else in it is ignored. */
const deezerSearchSchema = z.object({
  data: z.array(
    z.object({
      id: z.union([z.number(), z.string()]),
      title: z.string(),
      duration: z.number().int().nonnegative().nullish(),
      preview: z.string().nullish(),
      artist: z.object({ name: z.string() }),
      album: z
        .object({ title: z.string().nullish(), cover_medium: z.string().nullish() })
        .nullish(),
    }),
  ),
});

export interface CatalogueSong {
  id_externo: string;
  nome: string;
  artista: string;
  album: string | null;
  capa_url: string | null;
  duracao: number | null;
  link_audio: string | null;
}

const unavailable = () =>
  new HttpError(502, 'music_service_unavailable', 'music_service_unavailable');

/**
 * Song search in Deezer's catalogue. A slow, failing or nonsensical answer becomes 502 with
 * a translated message: the import page shows it and the user tries again.
 */
export function createDeezerClient(options: { baseUrl: string; timeoutMs: number }) {
  return {
    async search(query: string, limit: number): Promise<CatalogueSong[]> {
      const url = new URL(`${options.baseUrl}/search`);
      url.searchParams.set('q', query);
      url.searchParams.set('limit', String(limit));
      let body: unknown;
      try {
        const response = await fetch(url, {
          signal: AbortSignal.timeout(options.timeoutMs),
          headers: { accept: 'application/json' },
        });
        if (!response.ok) throw unavailable();
        body = await response.json();
      } catch {
        throw unavailable();
      }
      const parsed = deezerSearchSchema.safeParse(body);
      if (!parsed.success) throw unavailable();
      return parsed.data.data.slice(0, limit).map((track) => ({
        id_externo: String(track.id),
        nome: track.title,
        artista: track.artist.name,
        album: track.album?.title ?? null,
        capa_url: track.album?.cover_medium ?? null,
        duracao: track.duration ?? null,
        link_audio: track.preview || null,
      }));
    },
  };
}

export type DeezerClient = ReturnType<typeof createDeezerClient>;
