import type { Chart, ChartLine, ChartPart } from './chart';

const escapeText = (text: string) => text.replace(/[\\[\]]/g, (character) => `\\${character}`);

function printPart(part: ChartPart): string {
  const chord = part.chord ? `[${part.chord.before}${part.chord.text}${part.chord.after}]` : '';
  const annotation = part.annotation === null ? '' : `[*${part.annotation}]`;
  return annotation + chord + escapeText(part.text);
}

function printLine(line: ChartLine): string {
  switch (line.kind) {
    case 'empty':
      return '';
    case 'comment':
      return `{comment: ${line.text}}`;
    case 'verbatim':
      return line.text;
    case 'repeat-chorus':
      return line.label ? `{chorus: ${line.label}}` : '{chorus}';
    case 'lyrics': {
      const printed = line.parts.map(printPart).join('');
      return /^\s*[{#]/.test(printed) ? printed.replace(/^(\s*)([{#])/, '$1\\$2') : printed;
    }
  }
}

/**
 * A chart written as ChordPro: what a transposed or converted chart is saved as. Reading the
 * printed text gives the same chart back.
 */
export function printChordPro(chart: Chart): string {
  const lines = Object.entries(chart.meta).map(([name, value]) => `{${name}: ${value}}`);
  for (const section of chart.sections) {
    if (section.kind !== 'none')
      lines.push(`{start_of_${section.kind}${section.label ? `: ${section.label}` : ''}}`);
    lines.push(...section.lines.map(printLine));
    if (section.kind !== 'none') lines.push(`{end_of_${section.kind}}`);
  }
  return lines.join('\n');
}
