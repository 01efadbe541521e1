import { readDirective } from './chordpro-parse';
import { isChordLine, isMark, placedTokens, readChartChord } from './chord-line';
import { readLabelLine, sectionKindOf } from './section-labels';

/**
 * What people paste, made comparable by column: one line break, composed accents (an "é"
 * typed as e + accent would count as two columns), tabs expanded to the next multiple of 8
 * as a text box shows them, no-break spaces as spaces, no trailing spaces.
 */
export function normaliseChartText(text: string): string[] {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => {
      let expanded = '';
      let column = 0;
      for (const character of line.replace(/[\u00a0\u2007\u202f]/g, ' ')) {
        if (character === '\t') {
          const width = 8 - (column % 8);
          expanded += ' '.repeat(width);
          column += width;
        } else {
          expanded += character;
          column++;
        }
      }
      return expanded.trimEnd();
    });
}

/** A line of tablature: a string name (or nothing), a bar and dashes ("E|--0--3--|", "|---"). */
export const isTabLine = (line: string): boolean =>
  /^\s*(?:[A-Ga-g][#b]?\s*)?\|{1,2}.*-{2,}/.test(line);

/** ChordPro directives a chart uses; a pasted chart that has one is ChordPro already. */
const chordProDirective =
  /^(?:title|subtitle|artist|album|key|capo|tempo|time|comment\w*|chorus|start_of_\w+|end_of_\w+|t|st|c|ci|cb|soc|eoc|sov|eov|sob|eob|sot|eot|sog|eog)$/;

/**
 * Whether the text is ChordPro: it has a directive ({title: ...}, {soc}) or a chord in
 * brackets inside a line ("[G]Castelo [D]forte"). Cifra Club's "[Intro] G D" is not: a
 * bracketed label is no chord.
 */
export function looksLikeChordPro(text: string): boolean {
  return normaliseChartText(text).some((line) => {
    const directive = readDirective(line);
    if (directive && chordProDirective.test(directive.name)) return true;
    for (const match of line.matchAll(/\[([^[\]]{1,24})\]/g))
      if (readChartChord(match[1] ?? '')) return true;
    return false;
  });
}

/** Lyrics written so that ChordPro reads them back as typed. */
function escapeLyrics(text: string): string {
  const escaped = text.replace(/[\\[\]]/g, (character) => `\\${character}`);
  return /^\s*[{#]/.test(escaped) ? escaped.replace(/^(\s*)([{#])/, '$1\\$2') : escaped;
}

/** A chord-line token in ChordPro: a chord in brackets, a mark as an annotation. */
const bracketed = (token: string) =>
  isMark(token) || !readChartChord(token) ? `[*${token}]` : `[${token}]`;

/** A line of chords only, spaced as it was typed. */
function chordRow(line: string): string {
  let written = '';
  let column = 0;
  for (const token of placedTokens(line)) {
    if (written) written += ' '.repeat(Math.max(1, token.column - column));
    written += bracketed(token.text);
    column = token.column + [...token.text].length;
  }
  return written;
}

/** A chord line laid over the lyric line under it: each chord goes before its column's letter. */
export function mergeChordsIntoLyrics(chordLine: string, lyricLine: string): string {
  const lyric = [...lyricLine];
  let written = '';
  // The column of the lyric line written up to.
  let position = 0;
  // Where the chord before ended: past the lyric, chords keep the gaps typed between them.
  let previousEnd = 0;
  for (const token of placedTokens(chordLine)) {
    if (token.column > position && position < lyric.length) {
      written += escapeLyrics(lyric.slice(position, Math.min(token.column, lyric.length)).join(''));
      position = Math.min(token.column, lyric.length);
    }
    if (token.column > lyric.length)
      written += ' '.repeat(Math.max(1, token.column - Math.max(previousEnd, lyric.length)));
    written += bracketed(token.text);
    previousEnd = token.column + [...token.text].length;
  }
  return written + escapeLyrics(lyric.slice(position).join(''));
}

/** "Tom: G", "tom: Am": the key line of a Cifra Club page. */
const keyLine = /^\s*tom\s*:\s*([A-G][#b♯♭]?m?)\s*(?:\(.*\))?$/iu;
/** "Capotraste na 2ª casa", "Capo: 3", "capo na 4a casa". */
const capoLine = /^\s*capo(?:traste)?\b\D{0,12}(\d{1,2})\s*[ªºa°]?\s*(?:casa|traste|fret)?\s*$/iu;

/**
 * Chords over lyrics (what Cifra Club and most sites show) turned into ChordPro: each chord
 * put before the syllable it stood over, section labels as sections, tablature kept as typed
 * in tab blocks, the key and capo lines as directives. Every line that is none of these is
 * kept as a lyric, so nothing typed is lost.
 */
export function chordsOverLyricsToChordPro(text: string): string {
  const lines = normaliseChartText(text);
  const written: string[] = [];
  let openSection: string | null = null;
  const closeSection = () => {
    if (!openSection) return;
    const trailing: string[] = [];
    while (written.at(-1) === '') trailing.push(written.pop() as string);
    written.push(`{end_of_${openSection}}`, ...trailing);
    openSection = null;
  };
  const isLyric = (line: string | undefined) =>
    line !== undefined &&
    line.trim() !== '' &&
    !isChordLine(line) &&
    !isTabLine(line) &&
    !readLabelLine(line);

  let index = 0;
  /** The tab lines from `first` on, verbatim in one block; `index` moves to its last line. */
  const writeTabBlock = (first: number, label: string | null) => {
    let last = first;
    while (isTabLine(lines[last + 1] ?? '')) last++;
    written.push(
      label ? `{start_of_tab: ${label}}` : '{start_of_tab}',
      ...lines.slice(first, last + 1),
      '{end_of_tab}',
    );
    index = last;
  };

  for (; index < lines.length; index++) {
    const line = lines[index] as string;
    if (line.trim() === '') {
      written.push('');
      continue;
    }
    const key = keyLine.exec(line);
    if (key) {
      written.push(`{key: ${key[1]}}`);
      continue;
    }
    const capo = capoLine.exec(line);
    if (capo) {
      written.push(`{capo: ${Number(capo[1])}}`);
      continue;
    }
    if (isTabLine(line)) {
      closeSection();
      writeTabBlock(index, null);
      continue;
    }
    const label = readLabelLine(line);
    if (label) {
      closeSection();
      if (isTabLine(lines[index + 1] ?? '') && !label.rest.trim()) {
        writeTabBlock(index + 1, label.label);
        continue;
      }
      const kind = sectionKindOf(label.label);
      openSection = kind === 'tab' ? 'verse' : kind;
      written.push(`{start_of_${openSection}: ${label.label}}`);
      // "[Intro] G D" is a section of one line.
      if (label.rest.trim()) {
        written.push(chordRow(label.rest));
        closeSection();
      }
      continue;
    }
    if (isChordLine(line)) {
      if (isLyric(lines[index + 1])) {
        written.push(mergeChordsIntoLyrics(line, lines[index + 1] as string));
        index++;
      } else written.push(chordRow(line));
      continue;
    }
    written.push(escapeLyrics(line));
  }
  closeSection();
  while (written.at(-1) === '') written.pop();
  while (written[0] === '') written.shift();
  return written.join('\n');
}

export type ChartFormat = 'chordpro' | 'chords-over-lyrics';

/** What was pasted, as ChordPro, and which format it came in. */
export function toChordPro(text: string): { format: ChartFormat; chordPro: string } {
  if (looksLikeChordPro(text))
    return { format: 'chordpro', chordPro: normaliseChartText(text).join('\n').trim() };
  return { format: 'chords-over-lyrics', chordPro: chordsOverLyricsToChordPro(text) };
}
