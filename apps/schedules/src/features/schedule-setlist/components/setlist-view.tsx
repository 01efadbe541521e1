import type { ScheduleDetail } from '@levita/contracts';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSetlistMinistry } from '../hooks/use-setlist-ministry';
import { SetlistCharts } from './setlist-charts';
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
  // In the address, so a reload or a shared link prints the same thing. The box answers the
  // click at once: the router applies an address change as a transition, and the charts it
  // brings (every song read and transposed) follow when they are drawn.
  const [params, setParams] = useSearchParams();
  const [withCharts, setWithChartsNow] = useState(params.get('cifras') === '1');
  const chartsShown = useDeferredValue(withCharts);
  const setWithCharts = (on: boolean) => {
    setWithChartsNow(on);
    setParams(on ? { cifras: '1' } : {}, { replace: true });
  };
  return (
    <Page>
      <SetlistToolbar
        schedule={schedule}
        withCharts={withCharts}
        onWithChartsChange={setWithCharts}
      />
      <SetlistSheet schedule={schedule} ministry={ministry} />
      {chartsShown ? <SetlistCharts schedule={schedule} /> : null}
      <SetlistPrintCopy schedule={schedule} ministry={ministry} withCharts={chartsShown} />
    </Page>
  );
}
