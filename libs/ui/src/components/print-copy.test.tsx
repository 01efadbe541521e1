import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../testing/render-ui';
import { PRINT_COPY_ATTRIBUTE, PrintCopy } from './print-copy';

const printRoot = () => document.body.querySelector(`:scope > [${PRINT_COPY_ATTRIBUTE}]`)!;

describe('PrintCopy', () => {
  it('sits straight under body and prints alone on A4', () => {
    renderUi(
      <main>
        <h1>Relatórios</h1>
        <PrintCopy>
          <h1>Relatório de participação</h1>
        </PrintCopy>
      </main>,
    );
    expect(printRoot()).toHaveTextContent('Relatório de participação');
    const style = printRoot().querySelector('style')!.textContent!;
    expect(style).toContain('@page { size: A4; margin: 15mm; }');
    expect(style).toContain(`body > :not([${PRINT_COPY_ATTRIBUTE}]) { display: none !important; }`);
  });

  it('prints black on white in the dark theme too', () => {
    renderUi(
      <PrintCopy>
        <p>Folha</p>
      </PrintCopy>,
      { theme: 'dark' },
    );
    const style = printRoot().querySelector('style')!.textContent!;
    // The light theme's surface, not the dark one's (#1d1a2b).
    expect(style).toContain('background: #ffffff !important');
    const sheetCss = Array.from(document.querySelectorAll('style'))
      .map((element) => element.textContent)
      .join('');
    const printClass = printRoot().className.split(' ').at(-1)!;
    expect(sheetCss).toMatch(
      new RegExp(
        `@media print\\{\\.${printClass}\\{display:block;color:#1d1a2b;background:#ffffff;`,
      ),
    );
  });

  it('stays out of the accessibility tree and leaves with its page', () => {
    const view = renderUi(
      <PrintCopy>
        <h2>Folha impressa</h2>
      </PrintCopy>,
    );
    expect(screen.queryByRole('heading', { name: 'Folha impressa' })).not.toBeInTheDocument();
    view.unmount();
    expect(document.body.querySelector(`[${PRINT_COPY_ATTRIBUTE}]`)).toBeNull();
  });
});
