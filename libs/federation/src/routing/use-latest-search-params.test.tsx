import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useLatestSearchParams } from './use-latest-search-params';

describe('useLatestSearchParams', () => {
  it('keeps both of two changes made before the page re-renders (a tab, then a month)', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/?mes=10&aba=musicas']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(
      () => ({ params: useLatestSearchParams(), location: useLocation() }),
      { wrapper },
    );
    act(() => {
      const [, update] = result.current.params;
      update((current) => (current.set('aba', 'participacao'), current));
      update((current) => (current.set('mes', '9'), current));
    });
    expect(result.current.location.search).toBe('?mes=9&aba=participacao');
    expect(result.current.params[0].get('aba')).toBe('participacao');
  });
});
