import type { Repositories } from '../plugins/app/services';
import type { FeedSchedule } from './schedule-feed';

export interface FeedSources {
  members: Pick<Repositories['members'], 'activeMinistries'>;
  schedules: Pick<Repositories['schedules'], 'ofMembers' | 'setlistsOf'>;
}

/**
 * What the user's calendar feed shows: the published and finished schedules they are on, in
 * every ministry where they are an active member (the schedules `/minhas-escalas` lists), with
 * the functions they play and the songs. Drafts, other people's schedules and ministries the
 * user left or was deactivated in are not there.
 */
export async function loadFeed(repos: FeedSources, userId: number): Promise<FeedSchedule[]> {
  const memberships = await repos.members.activeMinistries(userId);
  const ministryNames = new Map(memberships.map((row) => [row.id, row.nome]));
  const rows = await repos.schedules.ofMembers(
    memberships.map((row) => row.member_id),
    {},
  );
  const songs = await repos.schedules.setlistsOf(rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    ministry_id: row.ministry_id,
    ministryName: ministryNames.get(row.ministry_id) ?? '',
    titulo: row.titulo,
    data: row.data,
    horario: row.horario,
    local: row.local,
    updated_at: row.updated_at,
    functions: row.functions,
    songs: songs.filter((song) => song.schedule_id === row.id),
  }));
}
