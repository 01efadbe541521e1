/*
 * Auto-scroll on stage: the chart moves by itself so the musician's hands stay on the
 * instrument. By default it takes the whole song to reach the chart's end; the musician makes
 * it faster or slower with a factor this device remembers.
 */

/** The seconds before the chart starts moving: the song's introduction. */
export const LEAD_IN_SECONDS = 15;
/** A song's length when the repertoire has none: a congregational song runs about four minutes. */
export const USUAL_SONG_SECONDS = 240;
/** Slower than this a chart seems stuck; faster than this it cannot be read. */
export const SPEED_LIMITS = { min: 4, max: 120 } as const;
/** The factors the musician steps through ("0,75×", "1×", "1,25×"...). */
export const SPEED_FACTORS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export type SpeedFactor = (typeof SPEED_FACTORS)[number];

/**
 * Pixels a second that bring `overflow` (the chart's height beyond the screen) into view over
 * the song: its length from the repertoire less the lead-in; without a length, the usual one,
 * shorter for a fast song and longer for a slow one (a song's bars take 90/bpm of their time
 * at 90 bpm). Zero when everything is in view.
 */
export function autoScrollSpeed(song: {
  overflow: number;
  duration: number | null;
  bpm: number | null;
  factor?: number;
}): number {
  if (song.overflow <= 0) return 0;
  const seconds =
    song.duration !== null
      ? song.duration
      : song.bpm !== null
        ? Math.min(Math.max((USUAL_SONG_SECONDS * 90) / song.bpm, 120), 360)
        : USUAL_SONG_SECONDS;
  const moving = Math.max(seconds - LEAD_IN_SECONDS, 30);
  const speed = (song.overflow / moving) * (song.factor ?? 1);
  return Math.min(Math.max(speed, SPEED_LIMITS.min), SPEED_LIMITS.max);
}

/** The factor one step faster (1) or slower (-1), staying within SPEED_FACTORS. */
export function stepFactor(current: SpeedFactor, step: 1 | -1): SpeedFactor {
  const index = SPEED_FACTORS.indexOf(current);
  return SPEED_FACTORS[Math.min(SPEED_FACTORS.length - 1, Math.max(0, index + step))] ?? current;
}
