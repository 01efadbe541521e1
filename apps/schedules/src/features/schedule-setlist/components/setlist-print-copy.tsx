import type { ScheduleDetail } from '@levita/contracts';
import { LevitaThemeProvider } from '@levita/ui';
import { createPortal } from 'react-dom';
import styled, { useTheme } from 'styled-components';
import type { SetlistMinistry } from '../hooks/use-setlist-ministry';
import { SetlistSheet } from './setlist-sheet';

/** Marks the one child of body the printer gets. */
export const PRINT_ROOT_ATTRIBUTE = 'data-setlist-print';

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
 * While the setlist is open, printing gives its sheet alone on A4: the shell's bars, menus and
 * the on-screen page are every other child of body, and they are hidden. A plain style
 * element inside the portal lives exactly as long as the sheet does (styled-components'
 * global styles would too, but they are not in the DOM a test renders).
 */
function PrintPageStyle() {
  const theme = useTheme();
  return (
    <style>{`
@media print {
  @page { size: A4; margin: 15mm; }
  html, body { background: ${theme.colors.surface} !important; }
  body > :not([${PRINT_ROOT_ATTRIBUTE}]) { display: none !important; }
}`}</style>
  );
}

interface SetlistPrintCopyProps {
  schedule: ScheduleDetail;
  ministry: SetlistMinistry;
}

/**
 * The sheet again, straight under body (a portal), so print CSS can hide everything else, and
 * always in the light theme's colours: black on white on paper whatever the screen shows. It
 * is hidden from screen readers, which read the copy on the page.
 */
export function SetlistPrintCopy({ schedule, ministry }: SetlistPrintCopyProps) {
  return createPortal(
    <LevitaThemeProvider theme="light">
      <PrintRoot {...{ [PRINT_ROOT_ATTRIBUTE]: '' }} aria-hidden="true">
        <PrintPageStyle />
        <SetlistSheet schedule={schedule} ministry={ministry} printed />
      </PrintRoot>
    </LevitaThemeProvider>,
    document.body,
  );
}
