import type { ScheduleDetail } from '@levita/contracts';
import styled from 'styled-components';
import { useSetlistMinistry } from '../hooks/use-setlist-ministry';
import { SetlistPrintCopy } from './setlist-print-copy';
import { SetlistSheet } from './setlist-sheet';
import { SetlistToolbar } from './setlist-toolbar';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  max-width: 840px;
  margin: 0 auto;
  min-width: 0;
  ${({ theme }) => theme.media.phone} {
    gap: ${({ theme }) => theme.space(4)};
  }
`;

/**
 * The setlist on screen (toolbar, then the sheet as it will print) and, out of sight, the copy
 * the printer gets.
 */
export function SetlistView({ schedule }: { schedule: ScheduleDetail }) {
  const ministry = useSetlistMinistry();
  return (
    <Page>
      <SetlistToolbar schedule={schedule} />
      <SetlistSheet schedule={schedule} ministry={ministry} />
      <SetlistPrintCopy schedule={schedule} ministry={ministry} />
    </Page>
  );
}
