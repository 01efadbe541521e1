import type { ChartPart } from './chart';

/** A piece of lyric with what stands over its first letter: a chord, a mark, or nothing. */
export interface Segment {
  above: string | null;
  text: string;
}

/** A lyric line laid out for the screen: words (never broken) and the spaces between them. */
export type LaidOutLine = { words: Segment[][]; hasChords: boolean; hasText: boolean };

/**
 * The segments of a lyric line grouped into words. A line wraps only at a space, and the
 * segments of one word are kept together, so a chord over the middle of "Cas[G]telo" moves
 * with its syllable when a phone wraps the line, and never lands over another word.
 */
export function layOutLine(
  parts: readonly ChartPart[],
  chordText: (part: ChartPart) => string | null,
): LaidOutLine {
  const words: Segment[][] = [];
  let word: Segment[] = [];
  let hasChords = false;
  const endWord = () => {
    if (word.length) words.push(word);
    word = [];
  };
  for (const part of parts) {
    const above = chordText(part);
    if (above) hasChords = true;
    const pieces = part.text.split(/(\s+)/);
    let first = true;
    for (const piece of pieces) {
      if (/^\s+$/.test(piece)) {
        endWord();
        continue;
      }
      if (!piece && !(first && above)) continue;
      word.push({ above: first ? above : null, text: piece });
      first = false;
    }
    if (first && above) word.push({ above, text: '' });
  }
  endWord();
  return {
    words,
    hasChords,
    hasText: parts.some((part) => part.text.trim() !== ''),
  };
}
