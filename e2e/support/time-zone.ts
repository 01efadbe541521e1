/**
 * The zone the whole run lives in: the API's TIME_ZONE, the browser's and the specs' "today".
 * Left to the machine, a run between 00:00 and 03:00 UTC had the browser and the specs on one
 * day and the server (São Paulo by default) still on the day before.
 */
export const E2E_TIME_ZONE = 'America/Sao_Paulo';
