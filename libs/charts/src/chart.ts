import type { ChartChord } from './chord-line';

/** A run of lyrics with the chord (or the chord-row note, such as "(2x)") above its start. */
export interface ChartPart {
  chord: ChartChord | null;
  /** Text written in the chord row instead of a chord: marks and ChordPro's [*annotations]. */
  annotation: string | null;
  text: string;
}

export type ChartLine =
  | { kind: 'lyrics'; parts: ChartPart[] }
  | { kind: 'empty' }
  | { kind: 'comment'; text: string }
  /** A line of a tablature or grid block, shown in a fixed-width font as typed. */
  | { kind: 'verbatim'; text: string }
  /** ChordPro's {chorus}: sing the chorus again here. */
  | { kind: 'repeat-chorus'; label: string | null };

export type SectionKind = 'verse' | 'chorus' | 'bridge' | 'tab' | 'grid' | 'none';

/** A stretch of the chart: lines outside any section have kind 'none'. */
export interface ChartSection {
  kind: SectionKind;
  label: string | null;
  lines: ChartLine[];
}

/** What the chart says of itself ({title}, {artist}, {key}, {capo}, {tempo}...). */
export interface Chart {
  meta: Record<string, string>;
  sections: ChartSection[];
}

/** Every chord of the chart, in order. */
export function chordsOf(chart: Chart): ChartChord[] {
  return chart.sections.flatMap((section) =>
    section.lines.flatMap((line) =>
      line.kind === 'lyrics' ? line.parts.flatMap((part) => (part.chord ? [part.chord] : [])) : [],
    ),
  );
}

/** The chart with each chord replaced by what `change` makes of it. */
export function mapChords(chart: Chart, change: (chord: ChartChord) => ChartChord): Chart {
  return {
    meta: chart.meta,
    sections: chart.sections.map((section) => ({
      ...section,
      lines: section.lines.map((line) =>
        line.kind === 'lyrics'
          ? {
              kind: 'lyrics',
              parts: line.parts.map((part) =>
                part.chord ? { ...part, chord: change(part.chord) } : part,
              ),
            }
          : line,
      ),
    })),
  };
}
