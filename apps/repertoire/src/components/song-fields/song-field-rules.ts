import { MAX_BPM, MIN_BPM } from '@levita/contracts';

/**
 * What the duration field keeps of what is typed or pasted: digits and one colon (part 2 §5:
 * non-numeric input is dropped), so "4min05" becomes "405" and "4:0:5" becomes "4:05".
 */
export function sanitizeDurationInput(raw: string): string {
  const kept = raw.replace(/[^\d:]/g, '');
  const colon = kept.indexOf(':');
  return colon < 0 ? kept : kept.slice(0, colon + 1) + kept.slice(colon + 1).replace(/:/g, '');
}

/**
 * A duration typed as "m:ss" (4:05) or as plain seconds (245), in seconds. Empty is no
 * duration (null); `undefined` means it cannot be read (seconds of 60 or more, "4:", ":05").
 */
export function parseDuration(input: string): number | null | undefined {
  const text = sanitizeDurationInput(input.trim());
  if (text === '') return null;
  const minutesAndSeconds = /^(\d+):(\d{1,2})$/.exec(text);
  if (minutesAndSeconds) {
    const seconds = Number(minutesAndSeconds[2]);
    return seconds < 60 ? Number(minutesAndSeconds[1]) * 60 + seconds : undefined;
  }
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

/** Seconds as the duration field shows them ("4:05"), or '' for none. */
export function formatDurationInput(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '';
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** BPM typed in a form as a number (part 2 §5): null when empty, undefined when not 1-300. */
export function parseBpm(input: string): number | null | undefined {
  const text = input.trim();
  if (text === '') return null;
  if (!/^\d+$/.test(text)) return undefined;
  const bpm = Number(text);
  return bpm >= MIN_BPM && bpm <= MAX_BPM ? bpm : undefined;
}

/** A link field's value: empty, or a full http(s) address (the API's rule). */
export function isAcceptableLink(input: string): boolean {
  const text = input.trim();
  if (text === '') return true;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
