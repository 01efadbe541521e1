import { lazyPage, ManagersOnly } from '@levita/federation';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { paths } from '../config/paths';

// Each section's page comes with its route: a first visit downloads the page it opens.
const MemberListPage = lazyPage(
  () => import('../features/member-list/components/member-list-page'),
  (module) => module.MemberListPage,
);
const MemberFunctionsPage = lazyPage(
  () => import('../features/member-functions/components/member-functions-page'),
  (module) => module.MemberFunctionsPage,
);
const FunctionCataloguePage = lazyPage(
  () => import('../features/function-catalogue/components/function-catalogue-page'),
  (module) => module.FunctionCataloguePage,
);
const UnavailabilityPage = lazyPage(
  () => import('../features/unavailability/components/unavailability-page'),
  (module) => module.UnavailabilityPage,
);

/** Part 2 §2: a member's unavailability path goes to the section, showing that member's list. */
function MemberUnavailabilityRedirect() {
  const { membroId = '' } = useParams();
  return <Navigate to={paths.unavailability.getHref(membroId)} replace />;
}

/**
 * Mounted at /ministerios/:id: this remote owns three sections of the ministry (membros,
 * funcoes, indisponibilidades). Admin-only pages show the denied view in place (part 1 §6).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.members.path} element={<MemberListPage />} />
      <Route
        path={paths.memberFunctions.path}
        element={
          <ManagersOnly>
            <MemberFunctionsPage />
          </ManagersOnly>
        }
      />
      <Route path={paths.memberUnavailability.path} element={<MemberUnavailabilityRedirect />} />
      <Route
        path={paths.functions.path}
        element={
          <ManagersOnly>
            <FunctionCataloguePage />
          </ManagersOnly>
        }
      />
      <Route path={paths.unavailability.path} element={<UnavailabilityPage />} />
      <Route path="*" element={<Navigate to={paths.members.getHref()} replace />} />
    </Routes>
  );
}
