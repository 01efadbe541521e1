import { ManagersOnly } from '@levita/federation';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { paths } from '../config/paths';
import { FunctionCataloguePage } from '../features/function-catalogue/components/function-catalogue-page';
import { MemberFunctionsPage } from '../features/member-functions/components/member-functions-page';
import { MemberListPage } from '../features/member-list/components/member-list-page';
import { UnavailabilityPage } from '../features/unavailability/components/unavailability-page';

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
