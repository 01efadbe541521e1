import { chromaticKeys } from '@levita/contracts';

/** One choice of the key select; `value` is what the select holds ('' for no key). */
export interface SongKeyOption {
  value: string;
  /** The key it stands for; null for "no key". */
  key: string | null;
  /** The song's own key in the repertoire. */
  original: boolean;
}

export const NO_KEY_VALUE = '';

/**
 * The keys a scheduled song may take (part 2 §2, §9): its own key first (the default, which
 * may be minor), then none, then the 12 chromatic keys with sharps. A key the schedule already
 * holds and none of those offer (set elsewhere) stays offered, so opening the select never
 * changes it.
 */
export function songKeyOptions(ownKey: string | null, current: string | null): SongKeyOption[] {
  const options: SongKeyOption[] = [];
  if (ownKey) options.push({ value: ownKey, key: ownKey, original: true });
  options.push({ value: NO_KEY_VALUE, key: null, original: false });
  for (const key of chromaticKeys)
    if (key !== ownKey) options.push({ value: key, key, original: false });
  if (current && !options.some((option) => option.key === current))
    options.push({ value: current, key: current, original: false });
  return options;
}

/** The select's value back to the draft's key. */
export const keyOfValue = (value: string): string | null => (value === NO_KEY_VALUE ? null : value);
