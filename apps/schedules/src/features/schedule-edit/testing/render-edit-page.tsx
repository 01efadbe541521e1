import type { MinistryStanding } from '@levita/contracts';
import type { Locale } from '@levita/i18n';
import type { MockApiServer } from '@levita/testing';
import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { renderSchedulesPage } from '../../../testing/render-schedules-page';
import { EditSchedulePage } from '../components/edit-schedule-page';

/** What stands in for the schedule detail: cancelling goes back there. */
export const DETAIL_STUB_HEADING = 'Detalhe da escala';

interface EditPageOptions {
  standing?: MinistryStanding;
  locale?: Locale;
}

/** The edit page at /editar/{id}, with stubs of the list ('/') and the detail ('/:escalaId'). */
export function renderEditPage(
  api: MockApiServer,
  id: number | string = 3,
  { standing, locale }: EditPageOptions = {},
) {
  const view = renderSchedulesPage(api, <EditSchedulePage />, {
    route: '/editar/:escalaId',
    at: `/editar/${id}`,
    standing,
    locale,
    routes: <Route path="/:escalaId" element={<h1>{DETAIL_STUB_HEADING}</h1>} />,
  });
  // The pointer-events check reads computed styles up the tree on every click, and nothing
  // on this page turns pointer events off.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { ...view, user };
}

/** The form, once the schedule has loaded. */
export const titleField = () => screen.findByRole('textbox', { name: 'Título' });
export const tab = (name: string) => screen.getByRole('tab', { name });
export const saveButton = () => screen.getByRole('button', { name: 'Salvar alterações' });

/** Someone away on the schedule's day, registered after it was made. */
export function awayOn(api: MockApiServer, memberId: number, day: string) {
  api.store.tables.unavailabilities.push({
    id: 80 + memberId,
    member_id: memberId,
    data_inicio: day,
    data_fim: day,
    justificativa: 'Plantão no hospital',
    versao: 1,
    created_at: '',
    updated_at: '',
  });
}
