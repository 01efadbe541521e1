import { normaliseChordsLink, type SongCategory, type SongKey } from '@levita/contracts';
import { isAcceptableLink, parseBpm, parseDuration } from './song-field-rules';

export type SongLinkName = 'cifra' | 'letra' | 'video' | 'audio';
export const songLinkNames: readonly SongLinkName[] = ['cifra', 'letra', 'video', 'audio'];
export type SongLinkValues = Record<SongLinkName, string>;

export const emptySongLinks: SongLinkValues = { cifra: '', letra: '', video: '', audio: '' };

/** Translation keys (namespace `repertoire`) of what is wrong with the fields, if anything. */
export interface SongFieldErrors {
  bpm?: string;
  duracao?: string;
  capa?: string;
  links: Partial<Record<SongLinkName, string>>;
}

/** The shared checks of the song forms: BPM 1-300, a readable duration, full links. */
export function songFieldErrors(values: {
  bpm?: string;
  duracao?: string;
  /** The cover link, where the form offers it. */
  capa?: string;
  links?: SongLinkValues;
}): SongFieldErrors {
  const errors: SongFieldErrors = { links: {} };
  if (values.bpm !== undefined && parseBpm(values.bpm) === undefined)
    errors.bpm = 'validation.bpmRange';
  if (values.duracao !== undefined && parseDuration(values.duracao) === undefined)
    errors.duracao = 'validation.durationFormat';
  if (values.capa !== undefined && !isAcceptableLink(values.capa))
    errors.capa = 'validation.invalidLink';
  for (const name of songLinkNames) {
    const link = values.links?.[name];
    // The API normalises a chords link pasted without https:// (part 2 §5): so does the check.
    const checked = link !== undefined && name === 'cifra' ? normaliseChordsLink(link) : link;
    if (checked !== undefined && !isAcceptableLink(checked))
      errors.links[name] = 'validation.invalidLink';
  }
  return errors;
}

export function hasSongFieldErrors(errors: SongFieldErrors): boolean {
  return Boolean(
    errors.bpm || errors.duracao || errors.capa || Object.keys(errors.links).length > 0,
  );
}

/** The song's key as a select holds it ('' for none) and back. */
export const keyInputOf = (key: SongKey | null | undefined): string => key ?? '';
export const keyOfInput = (input: string): SongKey | null => (input ? (input as SongKey) : null);

/** Categories in the catalogue's order, whatever order they were ticked in. */
export function orderedCategories(
  picked: readonly SongCategory[],
  catalogue: readonly SongCategory[],
): SongCategory[] {
  return catalogue.filter((code) => picked.includes(code));
}
