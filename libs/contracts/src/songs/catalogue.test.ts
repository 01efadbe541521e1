import { describe, expect, it } from 'vitest';
import { normaliseChordsLink, songCategories } from './catalogue';

describe('song catalogue', () => {
  it('has the 20 categories of part 2 §9', () => {
    expect(songCategories).toHaveLength(20);
    expect(new Set(songCategories).size).toBe(20);
  });

  it.each([
    [
      'http://cifraclub.com.br/aline-barros/ressuscita-me/',
      'https://www.cifraclub.com.br/aline-barros/ressuscita-me/',
    ],
    ['https://m.cifraclub.com.br/x/y/?tom=G', 'https://www.cifraclub.com.br/x/y/?tom=G'],
    ['https://www.cifraclub.com.br/x/', 'https://www.cifraclub.com.br/x/'],
    ['https://www.youtube.com/watch?v=1', 'https://www.youtube.com/watch?v=1'],
    ['https://cifraclub.com.br.evil.test/x', 'https://cifraclub.com.br.evil.test/x'],
    // Pasted without a scheme, the way people share it.
    ['cifraclub.com.br/artista/musica', 'https://www.cifraclub.com.br/artista/musica'],
    [' www.cifraclub.com.br/a/b/ ', 'https://www.cifraclub.com.br/a/b/'],
    ['m.cifraclub.com.br/a/b/?tom=G', 'https://www.cifraclub.com.br/a/b/?tom=G'],
    ['cifraclub.com.br.evil.test/x', 'cifraclub.com.br.evil.test/x'],
    ['youtube.com/watch?v=1', 'youtube.com/watch?v=1'],
  ])('normalises %s', (link, expected) => {
    expect(normaliseChordsLink(link)).toBe(expected);
  });
});
