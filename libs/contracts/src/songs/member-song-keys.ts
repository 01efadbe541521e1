/*
 * "Meu tom" (docs/songs.md): the key each member sings a song in. Which saved keys are shown,
 * in which order and in which answers is decided here, once, for the API and the mock API.
 */
import { z } from 'zod/mini';
import { MAX_INTEGER, wholeNumber } from '../integers';
import type { MemberStatus } from '../ministries/standing';
import { compareNames } from '../names';
import { songKeys, type SongKey } from './keys';

/** A saved key as it is stored (migration 0017), by the API's database and the mock API alike. */
export interface MemberSongKeyRecord {
  id: number;
  /** The membership (members.id): a person's key belongs to them in that ministry. */
  member_id: number;
  song_id: number;
  /** One of songKeys. */
  tom: string;
  created_at: string;
  updated_at: string;
}

/**
 * A saved key with what deciding whether it is shown needs: its member's status and name. The
 * API joins it from members and users; the mock API looks it up in its tables.
 */
export interface SavedSongKey {
  song_id: number;
  member_id: number;
  tom: string;
  nome: string;
  status: MemberStatus;
}

/** At most this many songs per GET tons-membros: a setlist's worth, not the repertoire. */
export const MEMBER_SONG_KEYS_MAX_SONGS = 100;

export const memberSongKeysParamsSchema = z.object({
  ministryId: /* @__PURE__ */ wholeNumber().check(/* @__PURE__ */ z.int(), z.positive()),
});

const ids = (text: string) => text.split(',');

/**
 * `1,2,3`: positive ids within the id column, no spaces or empty items, at most
 * MEMBER_SONG_KEYS_MAX_SONGS of them; each asked once. Checked as text, so a refusal names
 * `musicas` itself.
 */
const songIdList = z.pipe(
  /* @__PURE__ */ z.string({ error: 'required' }).check(
    z.regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, { error: 'invalid_value', abort: true }),
    z.refine((text) => ids(text).every((id) => Number(id) <= MAX_INTEGER), 'invalid_value'),
    z.refine((text) => ids(text).length <= MEMBER_SONG_KEYS_MAX_SONGS, 'too_many'),
  ),
  z.transform((text) => [...new Set(ids(text).map(Number))]),
);

/** GET /ministerios/{ministryId}/tons-membros?musicas=1,2,3 */
export const memberSongKeysQuerySchema = z.object({ musicas: songIdList });

/** A member's saved key of one song, as the song's detail shows it. */
export const songMemberKeySchema = z.object({
  membro_id: /* @__PURE__ */ z.int(),
  nome: z.string(),
  tom: z.enum(songKeys),
});
export type SongMemberKey = z.infer<typeof songMemberKeySchema>;

/** What a song's detail (songDetailSchema) adds of the saved keys. */
export const songKeysFields = {
  /** The key the caller saved for the song ("meu tom"), null when none. */
  meu_tom: z.nullable(z.enum(songKeys)),
  /** Every active member's saved key of the song, by name. */
  tons_membros: z.array(songMemberKeySchema),
};

/** The saved keys a song's detail is made from, and whose are the caller's. */
export interface SongKeysForCaller {
  /** The song's saved keys, any member's: presentSongKeys shows the active members'. */
  saved: readonly SavedSongKey[];
  /** The caller's membership in the song's ministry. */
  memberId: number | undefined;
}

/** A song just added: no one has saved a key of it yet. */
export const noSavedKeys: SongKeysForCaller = { saved: [], memberId: undefined };

/** The detail's `meu_tom` and `tons_membros` of one song. */
export function presentSongKeys(songId: number, { saved, memberId }: SongKeysForCaller) {
  const mine = saved.find((key) => key.song_id === songId && key.member_id === memberId);
  return {
    meu_tom: (mine?.tom ?? null) as SongKey | null,
    tons_membros: presentMemberSongKeys([songId], saved).map(({ membro_id, nome, tom }) => ({
      membro_id,
      nome,
      tom,
    })),
  };
}

/** A member's saved key of one of the songs asked for. */
export const memberSongKeySchema = z.extend(songMemberKeySchema, {
  musica_id: /* @__PURE__ */ z.int(),
});
export type MemberSongKey = z.infer<typeof memberSongKeySchema>;

export const memberSongKeysSchema = z.array(memberSongKeySchema);

/** Only the team's active members: a deactivated member's key stays, unseen, until they return. */
const isShown = (key: SavedSongKey) => key.status === 'ATIVO';

/**
 * The saved keys of active members among `rows`, for the songs in `songIds`: song by song in
 * that order (a setlist's), and within a song by name (then member id, for a stable order).
 */
export function presentMemberSongKeys(
  songIds: readonly number[],
  rows: readonly SavedSongKey[],
): MemberSongKey[] {
  const position = new Map(songIds.map((id, index) => [id, index]));
  return rows
    .filter((row) => isShown(row) && position.has(row.song_id))
    .sort(
      (a, b) =>
        position.get(a.song_id)! - position.get(b.song_id)! ||
        compareNames(a.nome, b.nome) ||
        a.member_id - b.member_id,
    )
    .map((row) => ({
      musica_id: row.song_id,
      membro_id: row.member_id,
      nome: row.nome,
      tom: row.tom as SongKey,
    }));
}

/** A key the person saved, as their data export lists it (GET /usuarios/{id}/dados). */
export const ownSongKeySchema = z.object({
  musica_id: /* @__PURE__ */ z.int(),
  musica: z.string(),
  tom: z.enum(songKeys),
});
export type OwnSongKey = z.infer<typeof ownSongKeySchema>;

/** The person's saved keys in one ministry, by song name (then id). */
export function presentOwnSongKeys(
  rows: readonly { song_id: number; nome: string; tom: string }[],
): OwnSongKey[] {
  return [...rows]
    .sort((a, b) => compareNames(a.nome, b.nome) || a.song_id - b.song_id)
    .map((row) => ({ musica_id: row.song_id, musica: row.nome, tom: row.tom as SongKey }));
}
