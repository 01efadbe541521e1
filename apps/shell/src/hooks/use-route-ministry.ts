import { isApiError, useMinistry } from '@levita/api-client';
import { useParams } from 'react-router-dom';

/** Answers that say the caller may not read the ministry, rather than that reading it failed. */
const refusals = new Set([400, 403, 404]);

/**
 * The ministry the URL's `:id` names (GET /ministerios/{id}), for the home, the remotes' props
 * and the sections' "not found". One query key, so every caller on a page shares one request.
 */
export function useRouteMinistry() {
  const { id } = useParams();
  const ministryId = Number(id);
  const valid = Number.isInteger(ministryId) && ministryId > 0;
  const ministry = useMinistry(ministryId, { enabled: valid });
  const refused =
    ministry.isError && isApiError(ministry.error) && refusals.has(ministry.error.status);
  return {
    ministryId,
    valid,
    ministry,
    /** The route names a ministry the caller cannot read: a bad id, unknown, or refused. */
    unreadable: id !== undefined && (!valid || refused),
    /**
     * Reading it failed otherwise (no network, a server error): the page offers to try again
     * instead of saying the ministry does not exist, or waiting for it for ever.
     */
    failed: valid && ministry.isError && !refused,
  };
}
