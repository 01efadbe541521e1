import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { useTheme } from 'styled-components';
import { LevitaThemeProvider } from '../theme/levita-theme-provider';

/** Marks the one child of body the printer gets. */
export const PRINT_COPY_ATTRIBUTE = 'data-print-copy';

const PrintRoot = styled.div`
  display: none;
  @media print {
    display: block;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    font-size: 11pt;
  }
`;

/**
 * While the copy is on the page, printing gives it alone on A4: the shell's bars, menus and
 * the on-screen page are every other child of body, and they are hidden. A plain style
 * element inside the portal lives exactly as long as the copy does (styled-components'
 * global styles would too, but they are not in the DOM a test renders).
 */
function PrintPageStyle() {
  const theme = useTheme();
  return (
    <style>{`
@media print {
  @page { size: A4; margin: 15mm; }
  html { color-scheme: light !important; }
  html, body { background: ${theme.colors.surface} !important; }
  body > :not([${PRINT_COPY_ATTRIBUTE}]) { display: none !important; }
}`}</style>
  );
}

/**
 * What "Imprimir / Salvar PDF" prints, whatever the shell draws around a remote: the children
 * again, straight under body (a portal, so print CSS can hide everything else), hidden on
 * screen and from screen readers (they read the page's own copy), and always in the light
 * theme's colours, black on white on paper.
 */
export function PrintCopy({ children }: { children: ReactNode }) {
  return createPortal(
    <LevitaThemeProvider theme="light">
      <PrintRoot {...{ [PRINT_COPY_ATTRIBUTE]: '' }} aria-hidden="true">
        <PrintPageStyle />
        {children}
      </PrintRoot>
    </LevitaThemeProvider>,
    document.body,
  );
}
