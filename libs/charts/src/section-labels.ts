import type { SectionKind } from './chart';
import { isChordLine, readChartChord } from './chord-line';

/**
 * The words that name a part of a song in Brazilian and English charts. A line that is only
 * one of them (with a number, an ordinal or a repeat: "Parte 2", "2ª Parte", "Refrão (2x)")
 * is a section label; so is anything in brackets that is not a chord ("[Intro]",
 * "[Primeira Parte]", "[Tab - Solo]") and a short name before a colon.
 */
const labelWords = [
  'intro',
  'introdução',
  'introducao',
  'verso',
  'estrofe',
  'parte',
  'pré-refrão',
  'pre-refrão',
  'pré-refrao',
  'pre-refrao',
  'pré refrão',
  'refrão',
  'refrao',
  'coro',
  'ponte',
  'solo',
  'final',
  'outro',
  'interlúdio',
  'interludio',
  'instrumental',
  'dedilhado',
  'riff',
  'base',
  'tab',
  'tablatura',
  'chorus',
  'pre-chorus',
  'verse',
  'bridge',
  'tag',
  'coda',
  'ending',
];

const ordinal = String.raw`(?:primeira|segunda|terceira|quarta|quinta|\d+\s?[ªºa°]?)`;
const bareLabel = new RegExp(
  String.raw`^((?:${ordinal}\s+)?(?:${labelWords.join('|')})(?:\s+(?:\d+|[IVX]+|final))?(?:\s*[-–]\s*[\p{L}\d ]{1,24})?)\s*(\(?\s*(?:\d+\s?[xX×]|[xX×]\s?\d+)\s*\)?)?\s*:?$`,
  'iu',
);

/** What a section label says: chorus, bridge, tablature, or an ordinary part. */
export function sectionKindOf(label: string): SectionKind {
  const text = label.toLowerCase();
  if (/^(?:pr[ée][- ]?(?:refr|chorus))/u.test(text)) return 'verse';
  if (/refr[ãa]o|coro|chorus/u.test(text)) return 'chorus';
  if (/ponte|bridge/u.test(text)) return 'bridge';
  if (/^tab/u.test(text)) return 'tab';
  return 'verse';
}

/** A label line: its label and what followed it on the line (chords, a repeat mark), or null. */
export function readLabelLine(line: string): { label: string; rest: string } | null {
  const trimmed = line.trim();
  const bracket = /^\[([^[\]]{1,40})\]\s*(.*)$/u.exec(trimmed);
  if (bracket && !readChartChord(bracket[1] ?? '')) {
    return { label: (bracket[1] ?? '').trim(), rest: bracket[2] ?? '' };
  }
  const bare = bareLabel.exec(trimmed);
  if (bare) return { label: trimmed.replace(/\s*:$/, ''), rest: '' };
  const colon = /^([\p{L}][\p{L}\d ºª°.'-]{0,30}):\s*(.*)$/u.exec(trimmed);
  if (
    colon &&
    (colon[2] ?? '').trim() &&
    isChordLine(colon[2] ?? '') &&
    !isChordLine(colon[1] ?? '')
  ) {
    return { label: (colon[1] ?? '').trim(), rest: colon[2] ?? '' };
  }
  return null;
}
