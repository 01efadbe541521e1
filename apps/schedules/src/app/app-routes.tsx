import { lazyPage } from '@levita/federation';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireScheduleManager } from '../components/require-schedule-manager';
import { paths } from '../config/paths';
import { ScheduleListPage } from '../features/schedule-list/components/schedule-list-page';

// The list is where the section opens; the other pages come with their route.
const NewSchedulePage = lazyPage(
  () => import('../features/schedule-create/components/new-schedule-page'),
  (module) => module.NewSchedulePage,
);
const ScheduleDetailPage = lazyPage(
  () => import('../features/schedule-detail/components/schedule-detail-page'),
  (module) => module.ScheduleDetailPage,
);
const EditSchedulePage = lazyPage(
  () => import('../features/schedule-edit/components/edit-schedule-page'),
  (module) => module.EditSchedulePage,
);
const SongChartPage = lazyPage(
  () => import('../features/schedule-song-chart/components/song-chart-page'),
  (module) => module.SongChartPage,
);
const StagePage = lazyPage(
  () => import('../features/schedule-stage/components/stage-page'),
  (module) => module.StagePage,
);
const TemplatesPage = lazyPage(
  () => import('../features/schedule-templates/components/templates-page'),
  (module) => module.TemplatesPage,
);
const SetlistPage = lazyPage(
  () => import('../features/schedule-setlist/components/setlist-page'),
  (module) => module.SetlistPage,
);

/** Mounted by the shell at /ministerios/:id/escalas (part 2 §2). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.list.path} element={<ScheduleListPage />} />
      <Route element={<RequireScheduleManager />}>
        <Route path={paths.newSchedule.path} element={<NewSchedulePage />} />
        <Route path={paths.templates.path} element={<TemplatesPage />} />
      </Route>
      <Route path={paths.editSchedule.path} element={<EditSchedulePage />} />
      <Route path={paths.setlist.path} element={<SetlistPage />} />
      <Route path={paths.songChart.path} element={<SongChartPage />} />
      <Route path={paths.stage.path} element={<StagePage />} />
      <Route path={paths.schedule.path} element={<ScheduleDetailPage />} />
      <Route path="*" element={<Navigate to={paths.list.getHref()} replace />} />
    </Routes>
  );
}
