import { renderWithProviders } from '@levita/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultNamespace, namespaces } from '../../../config/namespaces';
import { sundaySchedule } from '../testing/sunday-schedule';
import { SetlistPrintCopy } from './setlist-print-copy';

const ministry = { name: 'Ministério de Louvor', logo: null };
const printRoot = () => document.body.querySelector(':scope > [data-setlist-print]')!;

describe('SetlistPrintCopy', () => {
  it('prints black on white in the dark theme too', () => {
    renderWithProviders(<SetlistPrintCopy schedule={sundaySchedule} ministry={ministry} />, {
      theme: 'dark',
      namespaces,
      defaultNamespace,
    });
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

  it('stays out of the accessibility tree: the page’s own copy is the one read', () => {
    renderWithProviders(<SetlistPrintCopy schedule={sundaySchedule} ministry={ministry} />, {
      namespaces,
      defaultNamespace,
    });
    expect(printRoot()).toHaveTextContent('Culto de domingo');
    expect(screen.queryByRole('heading', { name: 'Culto de domingo' })).not.toBeInTheDocument();
  });
});
