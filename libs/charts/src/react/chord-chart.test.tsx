import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseChordPro } from '../chordpro-parse';
import { ChordChart, type ChordChartTexts } from './chord-chart';

const texts: ChordChartTexts = {
  sectionKind: { verse: null, chorus: 'Refrão', bridge: 'Ponte', tab: 'Tablatura', grid: null },
  repeatChorus: 'Refrão',
};
const chart = parseChordPro(
  [
    '{start_of_verse: Parte 1}',
    'Cas[G]telo [D/F#]firme, meu [Em]Deus',
    '[C]  [D]',
    '{end_of_verse}',
    '{soc}',
    '[G]Glória, [C]glória',
    '{eoc}',
    '{sot}',
    'E|--0--3--|',
    '{eot}',
  ].join('\n'),
);
const markup = (lyricsOnly: boolean) =>
  renderToStaticMarkup(<ChordChart chart={chart} texts={texts} lyricsOnly={lyricsOnly} />);

describe('ChordChart', () => {
  it('keeps the letters of a word with a chord inside it in one unbreakable group', () => {
    const html = markup(false);
    // "Cas" and "telo" stand in one word element, the G over "telo".
    expect(html).toMatch(
      /<span[^>]*><span[^>]*><span[^>]*><\/span><span>Cas<\/span><\/span><span[^>]*><span[^>]*>G<\/span><span>telo<\/span><\/span><\/span>/,
    );
  });

  it('labels sections, names a chorus that has no label, and shows tablature as typed', () => {
    const html = markup(false);
    expect(html).toContain('>Parte 1</h3>');
    expect(html).toContain('>Refrão</h3>');
    expect(html).toContain('E|--0--3--|</pre>');
  });

  it('shows only the words for singers', () => {
    const html = markup(true);
    expect(html).toContain('>Castelo firme, meu Deus</p>');
    expect(html).not.toContain('D/F#');
    expect(html).not.toContain('<pre');
  });
});
