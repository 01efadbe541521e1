import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageSkeleton } from './page-skeleton';
import { SKELETON_FADE_MS, Skeleton } from './skeleton';
import { renderUi } from '../testing/render-ui';

/** The CSS styled-components generated for an element's own class. */
function cssOf(element: Element): string {
  const css = Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');
  const className = Array.from(element.classList).at(-1) ?? '';
  const start = css.indexOf(`.${className}{`);
  return start === -1 ? '' : css.slice(start, css.indexOf('}', start));
}

describe('Skeleton', () => {
  it('fades in over 300 ms and stays out of the accessibility tree', () => {
    const { container } = renderUi(<Skeleton width="40%" />);
    const block = container.firstElementChild as HTMLElement;
    expect(SKELETON_FADE_MS).toBe(300);
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(cssOf(block)).toContain(`${SKELETON_FADE_MS}ms ease-out both`);
    expect(cssOf(block)).toContain('width:40%');
  });

  it('builds the page placeholder, which says what is loading', () => {
    renderUi(<PageSkeleton label="Carregando escalas" />);
    const status = screen.getByRole('status', { name: 'Carregando escalas' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status.children).toHaveLength(4);
  });
});
