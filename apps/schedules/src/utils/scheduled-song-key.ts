import type { ScheduledSong } from '@levita/contracts';

export interface ScheduledSongKey {
  /** The key the team plays: the schedule's, else the song's own; null when neither is set. */
  used: string | null;
  /** The song's own key, only when the schedule plays it in another one. */
  original: string | null;
}

export function scheduledSongKey(song: Pick<ScheduledSong, 'tom_usado' | 'tom'>): ScheduledSongKey {
  const changed = song.tom_usado !== null && song.tom !== null && song.tom_usado !== song.tom;
  return { used: song.tom_usado, original: changed ? song.tom : null };
}
