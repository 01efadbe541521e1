/**
 * The fictitious numbers behind the two mock-ups (part 1 §1: static, sample data). Names and
 * titles are translation keys (features.people.*, features.songs.*).
 */
export const sampleParticipation = [
  { person: 'ana', schedules: 8, confirmed: 8 },
  { person: 'bruno', schedules: 6, confirmed: 5 },
  { person: 'carla', schedules: 7, confirmed: 4 },
  { person: 'davi', schedules: 5, confirmed: 2 },
] as const;

export const sampleTopSongs = [
  { song: 'santo', plays: 6 },
  { song: 'rio', plays: 4 },
  { song: 'luz', plays: 3 },
] as const;

/** Calendar dates (yyyy-mm-dd); the day count is inclusive, as in the product. */
export const sampleUnavailability = [
  { person: 'bruno', start: '2024-11-08', end: '2024-11-17', reason: 'travel' },
  { person: 'carla', start: '2024-11-23', end: '2024-11-24', reason: 'work' },
  { person: 'davi', start: '2024-11-30', end: '2024-11-30', reason: 'health' },
] as const;

/** Part 2 §9: above 75 % green, above 50 % yellow, otherwise red. */
export function rateTone(percent: number): 'high' | 'mid' | 'low' {
  if (percent > 75) return 'high';
  if (percent > 50) return 'mid';
  return 'low';
}

export function inclusiveDayCount(start: string, end: string): number {
  const day = 24 * 60 * 60 * 1000;
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / day) + 1;
}
