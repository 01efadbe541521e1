import type { MemberRecord } from '@levita/contracts';
import type { DemoStore } from './demo-store';

/*
 * What `RouteContext.load` takes: how to find the row an id names (undefined when there is
 * none, answered 404) and which ministry the row belongs to (whose standing decides).
 */

export const ministryIdOf = (row: { ministry_id: number }) => row.ministry_id;

export const memberById = (store: DemoStore, id: number) => store.liveMember(id);

export const functionById = (store: DemoStore, id: number) => store.function(id);

export const scheduleById = (store: DemoStore, id: number) => store.schedule(id);

/** Deleted songs are not found here, as on the API (schedules reach them by their own join). */
export const liveSongById = (store: DemoStore, id: number) => {
  const song = store.song(id);
  return song?.deleted_at === null ? song : undefined;
};

/** A row kept per member, with that member: the member's ministry is the row's. */
function withMember<Row extends { member_id: number }>(store: DemoStore, entry: Row | undefined) {
  const member = entry && store.member(entry.member_id);
  return entry && member ? { entry, member } : undefined;
}

export const assignmentById = (store: DemoStore, id: number) =>
  withMember(store, store.assignment(id));

export const unavailabilityById = (store: DemoStore, id: number) =>
  withMember(store, store.unavailability(id));

export const memberMinistryOf = (found: { member: MemberRecord }) => found.member.ministry_id;
