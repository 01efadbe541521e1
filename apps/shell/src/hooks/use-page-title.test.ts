import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from './use-page-title';

describe('usePageTitle', () => {
  it('names the page, then what holds it, then the product; unknown parts left out', () => {
    const { rerender } = renderHook(({ nome }) => usePageTitle('Escalas', nome), {
      initialProps: { nome: undefined as string | undefined },
    });
    expect(document.title).toBe('Escalas · Levita');
    rerender({ nome: 'Ministério de Louvor' });
    expect(document.title).toBe('Escalas · Ministério de Louvor · Levita');
  });
});
