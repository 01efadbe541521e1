import { Fragment, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { Chart, ChartLine, ChartPart, ChartSection } from '../chart';
import { layOutLine, type Segment } from '../line-layout';

/**
 * The theme tokens a chart reads. The theme is the UI kit's (its ThemeProvider wraps every
 * page); they are named here so that this library need not depend on the UI kit, which the
 * API may not import.
 */
interface ChartTheme {
  colors: { primary: string; textMuted: string; border: string; surfaceMuted: string };
  radius: { sm: string };
  font: { small: string };
}
const token =
  (read: (theme: ChartTheme) => string) =>
  ({ theme }: { theme: object }): string =>
    // Drawn outside a ThemeProvider (server-side markup in tests), it takes the text's colours.
    'colors' in theme ? read(theme as ChartTheme) : 'inherit';

const Sheet = styled.div<{ $fontSize: number; $columns: boolean }>`
  font-size: ${({ $fontSize }) => `${$fontSize}px`};
  line-height: 1.35;
  overflow-wrap: normal;
  ${({ $columns }) =>
    $columns &&
    css`
      @media (min-width: 1100px) {
        column-count: 2;
        column-gap: 3em;
      }
    `}
`;

const Section = styled.section<{ $kind: ChartSection['kind'] }>`
  break-inside: avoid;
  margin: 0 0 1em;
  ${({ $kind }) =>
    $kind === 'chorus' &&
    css`
      border-left: 3px solid ${token((theme) => theme.colors.primary)};
      padding-left: 0.75em;
    `}
`;

const Label = styled.h3`
  font-size: 0.85em;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${token((theme) => theme.colors.textMuted)};
  margin: 0 0 0.35em;
`;

const Line = styled.p`
  margin: 0;
  min-height: 1.35em;
`;

/** A word: its segments never part, so its chords stay over their syllables when it wraps. */
const Word = styled.span`
  display: inline-flex;
  align-items: flex-end;
  white-space: pre;
  vertical-align: bottom;
`;

const Piece = styled.span`
  display: inline-flex;
  flex-direction: column;
`;

const Above = styled.span`
  font-weight: 700;
  color: ${token((theme) => theme.colors.primary)};
  padding-right: 0.4em;
  min-height: 1.35em;
`;

const Comment = styled.p`
  font-style: italic;
  color: ${token((theme) => theme.colors.textMuted)};
  margin: 0.25em 0;
`;

const Tab = styled.pre`
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: 0.85em;
  background: ${token((theme) => theme.colors.surfaceMuted)};
  border-radius: ${token((theme) => theme.radius.sm)};
  padding: 0.5em 0.75em;
  overflow-x: auto;
  margin: 0;
`;

export interface ChordChartTexts {
  /** The heading of a section that has no label of its own, by kind. */
  sectionKind: Record<'verse' | 'chorus' | 'bridge' | 'tab' | 'grid', string | null>;
  /** ChordPro's {chorus}: "Refrão". */
  repeatChorus: string;
}

export interface ChordChartProps {
  chart: Chart;
  texts: ChordChartTexts;
  /** Only the words, for singers: no chords, no chord-only lines, no tablature. */
  lyricsOnly?: boolean;
  fontSize?: number;
  /** Two columns on a wide screen. */
  columns?: boolean;
}

const chordOf = (part: ChartPart): string | null =>
  part.chord
    ? part.chord.before + part.chord.text + part.chord.after
    : part.annotation !== null
      ? part.annotation
      : null;

function LyricLine({ parts, lyricsOnly }: { parts: ChartPart[]; lyricsOnly: boolean }) {
  const { words, hasChords, hasText } = layOutLine(parts, chordOf);
  // Words alone are one run of text: a screen reader reads the line whole.
  if (lyricsOnly || !hasChords) {
    const text = parts
      .map((part) => part.text)
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    return text ? <Line>{text}</Line> : null;
  }
  const piece = (segment: Segment, index: number) => (
    <Piece key={index}>
      {hasChords ? <Above data-chord="">{segment.above ?? ''}</Above> : null}
      {hasText ? <span>{segment.text}</span> : null}
    </Piece>
  );
  return (
    <Line>
      {words.map((word, index) => (
        <Fragment key={index}>
          {index > 0 ? ' ' : null}
          <Word>{word.map(piece)}</Word>
        </Fragment>
      ))}
    </Line>
  );
}

function ChartLineView({
  line,
  lyricsOnly,
  texts,
}: {
  line: ChartLine;
  lyricsOnly: boolean;
  texts: ChordChartTexts;
}): ReactNode {
  switch (line.kind) {
    case 'empty':
      return <Line aria-hidden="true" />;
    case 'comment':
      return <Comment>{line.text}</Comment>;
    case 'repeat-chorus':
      return <Comment>{line.label ?? texts.repeatChorus}</Comment>;
    case 'verbatim':
      return null;
    case 'lyrics':
      return <LyricLine parts={line.parts} lyricsOnly={lyricsOnly} />;
  }
}

/** Empty lines at the start and end of a section add nothing but a gap. */
function trimEmpty(lines: ChartLine[]): ChartLine[] {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start]?.kind === 'empty') start++;
  while (end > start && lines[end - 1]?.kind === 'empty') end--;
  return lines.slice(start, end);
}

/**
 * A chart as text a screen reader reads and a browser wraps: each chord in bold over the
 * letter it belongs to, sections with their labels (the chorus marked by a bar), tablature in
 * a fixed-width font. The chart is given already transposed (transposeChart, capoShapes,
 * toNashville); this only draws it.
 */
export function ChordChart({
  chart,
  texts,
  lyricsOnly = false,
  fontSize = 16,
  columns = true,
}: ChordChartProps) {
  return (
    <Sheet $fontSize={fontSize} $columns={columns} data-chart="">
      {chart.sections.map((section, index) => {
        const verbatim = section.lines.flatMap((line) =>
          line.kind === 'verbatim' ? [line.text] : [],
        );
        if (lyricsOnly && (section.kind === 'tab' || section.kind === 'grid')) return null;
        const label =
          section.label ?? (section.kind === 'none' ? null : texts.sectionKind[section.kind]);
        return (
          <Section key={index} $kind={section.kind}>
            {label ? <Label>{label}</Label> : null}
            {verbatim.length > 0 ? <Tab>{verbatim.join('\n')}</Tab> : null}
            {trimEmpty(section.lines).map((line, lineIndex) => (
              <ChartLineView key={lineIndex} line={line} lyricsOnly={lyricsOnly} texts={texts} />
            ))}
          </Section>
        );
      })}
    </Sheet>
  );
}
