import type { Chart, ChartLine, ChartPart, ChartSection, SectionKind } from './chart';
import { readChartChord } from './chord-line';

/** ChordPro's short directive names, by the long one they stand for. */
const aliases: Record<string, string> = {
  t: 'title',
  st: 'subtitle',
  c: 'comment',
  ci: 'comment_italic',
  cb: 'comment_box',
  soc: 'start_of_chorus',
  eoc: 'end_of_chorus',
  sov: 'start_of_verse',
  eov: 'end_of_verse',
  sob: 'start_of_bridge',
  eob: 'end_of_bridge',
  sot: 'start_of_tab',
  eot: 'end_of_tab',
  sog: 'start_of_grid',
  eog: 'end_of_grid',
};

const sectionKinds: readonly SectionKind[] = ['verse', 'chorus', 'bridge', 'tab', 'grid'];

/** What the chart says of itself, kept in meta. */
const metaDirectives = new Set([
  'title',
  'subtitle',
  'artist',
  'album',
  'key',
  'capo',
  'tempo',
  'time',
  'duration',
  'composer',
  'lyricist',
  'copyright',
  'year',
]);

/** "{title: Castelo Forte}" or "{soc}": the directive's name and value, or null. */
export function readDirective(line: string): { name: string; value: string } | null {
  const match = /^\s*\{\s*([A-Za-z_]+)(?:\s*[:\s]\s*(.*?))?\s*\}\s*$/.exec(line);
  if (!match) return null;
  const name = (match[1] ?? '').toLowerCase();
  return { name: aliases[name] ?? name, value: match[2] ?? '' };
}

/** Lyrics with [chords] in them: the runs of text, each under the chord before it. */
function readLyricLine(line: string): ChartLine {
  const parts: ChartPart[] = [];
  let text = '';
  let pending: Pick<ChartPart, 'chord' | 'annotation'> = { chord: null, annotation: null };
  const flush = () => {
    if (text || pending.chord || pending.annotation) parts.push({ ...pending, text });
    text = '';
    pending = { chord: null, annotation: null };
  };
  for (let index = 0; index < line.length; index++) {
    const character = line[index] as string;
    if (character === '\\' && index + 1 < line.length) {
      text += line[++index];
      continue;
    }
    const close = character === '[' ? line.indexOf(']', index + 1) : -1;
    if (close < 0) {
      text += character;
      continue;
    }
    flush();
    const inside = line.slice(index + 1, close);
    if (inside.startsWith('*')) pending.annotation = inside.slice(1);
    else
      pending.chord = readChartChord(inside) ?? {
        text: inside,
        chord: null,
        before: '',
        after: '',
      };
    index = close;
  }
  flush();
  return { kind: 'lyrics', parts };
}

/**
 * Reads ChordPro text into sections of lines. It never fails: a directive it does not know is
 * left out of what is shown (the stored text keeps it), a chord it cannot read is shown as
 * written, an unclosed section ends where the chart does.
 */
export function parseChordPro(source: string): Chart {
  const meta: Record<string, string> = {};
  const sections: ChartSection[] = [];
  let section: ChartSection = { kind: 'none', label: null, lines: [] };
  const open = (kind: SectionKind, label: string | null) => {
    if (section.lines.length > 0 || section.kind !== 'none') sections.push(section);
    section = { kind, label, lines: [] };
  };
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const verbatim = section.kind === 'tab' || section.kind === 'grid';
    const directive = readDirective(line);
    if (directive) {
      const { name, value } = directive;
      const kind = name.replace(/^(start|end)_of_/, '') as SectionKind;
      if (name.startsWith('start_of_')) {
        open(sectionKinds.includes(kind) ? kind : 'verse', value || null);
        continue;
      }
      if (name.startsWith('end_of_')) {
        open('none', null);
        continue;
      }
      if (!verbatim) {
        if (metaDirectives.has(name)) meta[name] = value;
        else if (name.startsWith('comment')) section.lines.push({ kind: 'comment', text: value });
        else if (name === 'chorus')
          section.lines.push({ kind: 'repeat-chorus', label: value || null });
        continue;
      }
    }
    if (verbatim) section.lines.push({ kind: 'verbatim', text: line });
    else if (/^\s*#/.test(line)) continue;
    else if (line.trim() === '') section.lines.push({ kind: 'empty' });
    else section.lines.push(readLyricLine(line));
  }
  open('none', null);
  return { meta, sections: sections.filter((kept) => kept.lines.length > 0 || kept.label) };
}
