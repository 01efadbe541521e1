import type { SaveScheduleRequest } from '@levita/contracts';
import type { MockApiServer } from '@levita/testing';
import { screen } from '@testing-library/react';
import { type Dispatch, type ReactNode, useReducer } from 'react';
import {
  draftReducer,
  toSaveRequest,
  type DraftAction,
  type ScheduleDraft,
} from '../utils/schedule-draft';
import { renderSchedulesPage, type SchedulesPageOptions } from './render-schedules-page';

/** A test id whose text is the save request the draft would send now. */
export const DRAFT_PROBE = 'draft-request';

interface HarnessProps {
  initial: ScheduleDraft;
  children: (draft: ScheduleDraft, dispatch: Dispatch<DraftAction>) => ReactNode;
}

function DraftHarness({ initial, children }: HarnessProps) {
  const [draft, dispatch] = useReducer(draftReducer, initial);
  return (
    <>
      {children(draft, dispatch)}
      <output data-testid={DRAFT_PROBE}>{JSON.stringify(toSaveRequest(draft, 1))}</output>
    </>
  );
}

/**
 * A piece of the schedule form on its own, over a draft held as the pages hold it, with the
 * remote's texts and the mock API; `draftRequest()` reads what the draft would send.
 */
export function renderScheduleForm(
  api: MockApiServer,
  initial: ScheduleDraft,
  children: HarnessProps['children'],
  options: Partial<Omit<SchedulesPageOptions, 'route' | 'at'>> = {},
) {
  return renderSchedulesPage(api, <DraftHarness initial={initial}>{children}</DraftHarness>, {
    route: '/form',
    at: '/form',
    ...options,
  });
}

/** What the harness's draft would send now. */
export function draftRequest(): SaveScheduleRequest {
  return JSON.parse(screen.getByTestId(DRAFT_PROBE).textContent ?? '{}') as SaveScheduleRequest;
}
