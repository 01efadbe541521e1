import { describe, expect, it } from 'vitest';
import { songCategories } from '../songs/catalogue';
import { createSongRequestSchema, updateSongRequestSchema } from '../songs/song';
import { songCategoryNames, songCategoryOf } from './song-category-names';

describe('songCategoryOf', () => {
  it('knows every category by its code and by its name in either language', () => {
    for (const code of songCategories) {
      expect(songCategoryOf(code)).toBe(code);
      expect(songCategoryOf(songCategoryNames['pt-BR'][code])).toBe(code);
      expect(songCategoryOf(songCategoryNames['en-US'][code])).toBe(code);
    }
  });

  it('ignores case, accents and spaces, and knows nothing else', () => {
    expect(songCategoryOf('  ADORAÇÃO ')).toBe('adoracao');
    expect(songCategoryOf('santa ceia')).toBe('santa_ceia');
    expect(songCategoryOf("lord's supper")).toBe('santa_ceia');
    expect(songCategoryOf('Missoes')).toBe('missoes');
    expect(songCategoryOf('Rock')).toBeUndefined();
  });
});

// Clients sending the names people see used to be refused; the codes are what is stored.
describe('categories in a song request', () => {
  const base = { ministerio_id: 1, nome: 'Canção', artista: 'Artista' };

  it('turns names in either language into codes, deduplicated', () => {
    const created = createSongRequestSchema.parse({
      ...base,
      classificacoes: 'Adoração, Santa Ceia, worship',
    });
    expect(created.classificacoes).toBe('adoracao,santa_ceia');
    const updated = updateSongRequestSchema.parse({
      classificacoes_lista: ['Christmas', 'páscoa'],
    });
    expect(updated.classificacoes_lista).toBe('natal,pascoa');
  });

  it('still refuses a category that is neither a code nor a name', () => {
    const result = createSongRequestSchema.safeParse({ ...base, classificacoes: 'Adoração, Rock' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain('invalid_category');
  });
});
