import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireScheduleManager } from '../components/require-schedule-manager';
import { paths } from '../config/paths';
import { NewSchedulePage } from '../features/schedule-create/components/new-schedule-page';
import { ScheduleDetailPage } from '../features/schedule-detail/components/schedule-detail-page';
import { EditSchedulePage } from '../features/schedule-edit/components/edit-schedule-page';
import { ScheduleListPage } from '../features/schedule-list/components/schedule-list-page';
import { SetlistPage } from '../features/schedule-setlist/components/setlist-page';

/** Mounted by the shell at /ministerios/:id/escalas (part 2 §2). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.list.path} element={<ScheduleListPage />} />
      <Route element={<RequireScheduleManager />}>
        <Route path={paths.newSchedule.path} element={<NewSchedulePage />} />
      </Route>
      <Route path={paths.editSchedule.path} element={<EditSchedulePage />} />
      <Route path={paths.setlist.path} element={<SetlistPage />} />
      <Route path={paths.schedule.path} element={<ScheduleDetailPage />} />
      <Route path="*" element={<Navigate to={paths.list.getHref()} replace />} />
    </Routes>
  );
}
