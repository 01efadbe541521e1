// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageDescription } from './page-description';

describe('pageDescription', () => {
  it('is in the language of the page', () => {
    expect(pageDescription('pt-BR')).toMatch(/^Levita organiza o ministério de louvor/);
    expect(pageDescription('en-US')).toMatch(/^Levita organizes your worship ministry/);
  });

  it('is what index.html says before any script runs, in pt-BR', () => {
    const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
    // The first meta tag named description, however the formatter wrapped it.
    const tag = /<meta\s+name="description"\s+content="([^"]*)"/.exec(html);
    expect(tag?.[1]).toBe(pageDescription('pt-BR'));
  });
});
