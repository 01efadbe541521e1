import { type Chord, parseChord } from './chord';

/**
 * A chord as it stands in a chart: what was typed, the chord it writes (null when it cannot
 * be read, kept as literal text so nothing typed is lost) and the brackets around it: "(A)"
 * is an A played optionally, "(G" and "D)" a group of them.
 */
export interface ChartChord {
  text: string;
  chord: Chord | null;
  before: string;
  after: string;
}

/**
 * Marks that stand between chords on a chord line: bars and repeats ("|", "||:", "%"),
 * "-" and "/" beats, "x2", "(2x)", "2X", "N.C." (no chord), "..." and "*".
 */
const markPattern =
  /^(?:\|+:?|:?\|+|\/+|-+|%|\.{2,}|…|\*|\(?(?:\d+\s?[xX×]|[xX×]\s?\d+)\)?|N\.?C\.?)$/u;

export const isMark = (token: string): boolean => markPattern.test(token);

/** A token read as a chord with its brackets, or null. */
export function readChartChord(token: string): ChartChord | null {
  const chord = parseChord(token);
  if (chord) return { text: token, chord, before: '', after: '' };
  const match = /^(\(?)(.+?)(\)?)$/u.exec(token);
  if (!match || (!match[1] && !match[3])) return null;
  const inner = parseChord(match[2] ?? '');
  return inner
    ? { text: match[2] ?? '', chord: inner, before: match[1] ?? '', after: match[3] ?? '' }
    : null;
}

/** A chord-line token at its column (code points from the line's start). */
export interface PlacedToken {
  column: number;
  text: string;
}

/** The tokens of a line, split at spaces, with the column each starts at. */
export function placedTokens(line: string): PlacedToken[] {
  const tokens: PlacedToken[] = [];
  let column = 0;
  let current = '';
  let start = 0;
  for (const character of line) {
    if (character === ' ') {
      if (current) tokens.push({ column: start, text: current });
      current = '';
    } else {
      if (!current) start = column;
      current += character;
    }
    column++;
  }
  if (current) tokens.push({ column: start, text: current });
  return tokens;
}

/**
 * Whether a line holds chords only: every token is a chord or a mark and one at least is a
 * chord. Some Portuguese words read as chords ("E", "A", "Em"), so one word that is neither a
 * chord nor a mark makes the line a lyric.
 */
export function isChordLine(line: string): boolean {
  const tokens = placedTokens(line);
  let chords = 0;
  for (const { text } of tokens) {
    if (readChartChord(text)) chords++;
    else if (!isMark(text)) return false;
  }
  return chords > 0;
}
