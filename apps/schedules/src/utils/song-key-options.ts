import { isOfferedKey } from '@levita/contracts';

/** One choice offered above the key groups; `value` is what the select holds ('' for no key). */
export interface SongKeyOption {
  value: string;
  /** The key it stands for; null for "no key". */
  key: string | null;
  /** The song's own key in the repertoire. */
  original: boolean;
}

export const NO_KEY_VALUE = '';

/**
 * The choices a scheduled song's key select offers before the major and minor groups (part 2
 * §2, §9): its own key first (the default), then none. A key the schedule already holds that
 * the groups do not offer (A# saved before Bb was offered) stays offered, so opening the
 * select never changes it.
 */
export function leadingKeyOptions(ownKey: string | null, current: string | null): SongKeyOption[] {
  const options: SongKeyOption[] = [];
  if (ownKey) options.push({ value: ownKey, key: ownKey, original: true });
  options.push({ value: NO_KEY_VALUE, key: null, original: false });
  if (current && current !== ownKey && !isOfferedKey(current))
    options.push({ value: current, key: current, original: false });
  return options;
}

/** The select's value back to the draft's key. */
export const keyOfValue = (value: string): string | null => (value === NO_KEY_VALUE ? null : value);
