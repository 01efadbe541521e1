import { apiErrorSchema } from '@levita/contracts';

/** The error statuses a route documents in OpenAPI, all with the one error shape. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema]));
}
