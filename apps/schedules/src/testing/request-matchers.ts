import type { RequestMatcher } from '@levita/testing';

/** POST /escalas and PUT /escalas/{id}: what a save sent. */
export const scheduleSaves: RequestMatcher[] = [
  { method: 'POST', path: '/escalas' },
  { method: 'PUT', path: /^\/escalas\/\d+$/ },
];

/** GET /ministerios/{id}/indisponiveis: who is unavailable on a date. */
export const unavailableMembersCalls: RequestMatcher = {
  method: 'GET',
  path: /^\/ministerios\/\d+\/indisponiveis$/,
};

/** GET /ministerios/{id}/conflitos: who is on another schedule near a date and time. */
export const scheduleConflictsCalls: RequestMatcher = {
  method: 'GET',
  path: /^\/ministerios\/\d+\/conflitos$/,
};
