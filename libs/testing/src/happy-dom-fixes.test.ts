import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

// The shared setup (setup.ts) has run fixHappyDom() before this file.

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the test DOM, as browsers have it', () => {
  it('matches :empty only on elements with neither elements nor text inside', () => {
    document.body.innerHTML = `
      <style>p:empty { display: none; }</style>
      <p id="empty"></p><p id="text">Salvo</p><p id="child"><span></span></p>`;
    const display = (id: string) => getComputedStyle(document.getElementById(id)!).display;
    expect(display('empty')).toBe('none');
    expect(display('text')).not.toBe('none');
    expect(display('child')).not.toBe('none');
    expect(document.querySelectorAll('p:empty')).toHaveLength(1);
  });

  it('shows a live region hidden while empty once it has a message', () => {
    document.body.innerHTML = `<style>[role=status]:empty { display: none; }</style>
      <p role="status"></p>`;
    expect(screen.queryByRole('status')).toBeNull();
    document.querySelector('[role=status]')!.textContent = 'Música salva';
    expect(screen.getByRole('status')).toHaveTextContent('Música salva');
  });

  it('hides [hidden] elements from display and from role queries', () => {
    document.body.innerHTML = `<div role="tabpanel" aria-label="Músicas" hidden>x</div>`;
    expect(getComputedStyle(document.querySelector('[hidden]')!).display).toBe('none');
    expect(screen.queryByRole('tabpanel')).toBeNull();
  });

  it('has a print function for tests to replace', () => {
    expect(typeof window.print).toBe('function');
  });
});
