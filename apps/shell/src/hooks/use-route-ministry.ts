import { useMinistry } from '@levita/api-client';
import { useParams } from 'react-router-dom';

/**
 * The ministry the URL's `:id` names (GET /ministerios/{id}), for the home, the remotes' props
 * and the sections' "not found". One query key, so every caller on a page shares one request.
 */
export function useRouteMinistry() {
  const { id } = useParams();
  const ministryId = Number(id);
  const valid = Number.isInteger(ministryId) && ministryId > 0;
  const ministry = useMinistry(ministryId, { enabled: valid });
  return {
    ministryId,
    valid,
    ministry,
    /** The route names a ministry the caller cannot read: a bad id, unknown, or refused. */
    unreadable: id !== undefined && (!valid || ministry.isError),
  };
}
