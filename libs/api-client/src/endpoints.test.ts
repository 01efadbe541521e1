import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiPaths } from '@levita/contracts';
import { matchRequestUrl } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  assignMemberFunction,
  confirmPresence,
  declinePresence,
  createApiClient,
  createFunction,
  createMinistry,
  createSchedule,
  createSong,
  createUnavailability,
  deleteAccount,
  deleteFunction,
  deleteMinistry,
  deleteMySongKey,
  deleteSchedule,
  deleteSong,
  deleteUnavailability,
  getCalendarFeed,
  getCurrentUser,
  getMailSettings,
  getMemberSongKeys,
  getPersonalData,
  getHealth,
  getMinistry,
  getMinistryStanding,
  getMinistryStatistics,
  getParticipationReport,
  getSchedule,
  getSong,
  getSongsReport,
  googleSignInUrl,
  joinMinistry,
  leaveMinistry,
  listFunctions,
  listMemberFunctions,
  listMemberUnavailability,
  listMembers,
  listMinistries,
  listMySchedules,
  listScheduleConflicts,
  listSubstitutes,
  swapScheduleMember,
  transferOwnership,
  listSchedules,
  listSongs,
  listUnavailableMembers,
  login,
  newAccessCode,
  refreshToken,
  renewSession,
  endSession,
  endAllSessions,
  regenerateCalendarFeed,
  registerUser,
  removeMember,
  removeMemberFunction,
  requestPasswordRecovery,
  checkResetLink,
  resetPassword,
  searchDeezer,
  searchSongs,
  subscribeNewsletter,
  updateFunction,
  updateMember,
  updateMemberFunction,
  updateMinistry,
  updateMySongKey,
  updateSchedule,
  updateSong,
  updateUnavailability,
  updateMailSettings,
  updateUser,
  listTemplates,
  saveAsTemplate,
  updateTemplate,
  deleteTemplate,
  scheduleFromTemplate,
  previewRecurrence,
  createRecurrence,
  autoFillTeam,
  updateMemberPreferences,
  verifyPresence,
  type ApiClient,
} from './index';

const ID = 7;
const CODE = 'ABC123';

/** Every endpoint function, called once; the recording fetch answers each with an error. */
const calls: ((client: ApiClient) => Promise<unknown>)[] = [
  (c) => registerUser(c, { nome: 'A', email: 'a@b.c', telefone: '(11) 91234-5678', senha: 'x' }),
  (c) => login(c, { email: 'a@b.c', senha: 'x' }),
  (c) => getCurrentUser(c),
  (c) => getCalendarFeed(c),
  (c) => regenerateCalendarFeed(c),
  (c) => refreshToken(c),
  (c) => renewSession(c),
  (c) => endSession(c),
  (c) => endAllSessions(c),
  (c) => updateUser(c, ID, { nome: 'B' }),
  (c) => getMailSettings(c, ID),
  (c) => updateMailSettings(c, ID, { lembretes: false }),
  (c) => getPersonalData(c, ID),
  (c) => deleteAccount(c, ID),
  (c) => requestPasswordRecovery(c, { email: 'a@b.c' }),
  (c) => resetPassword(c, { token: 't', senha: 'x', confirmar_senha: 'x' }),
  (c) => checkResetLink(c, 't'),
  (c) => subscribeNewsletter(c, { email: 'a@b.c' }),
  (c) => getHealth(c),
  (c) => listMinistries(c),
  (c) => createMinistry(c, { nome: 'M' }),
  (c) => getMinistry(c, ID),
  (c) => updateMinistry(c, ID, { nome: 'N' }),
  (c) => deleteMinistry(c, ID),
  (c) => joinMinistry(c, CODE),
  (c) => getMinistryStanding(c, ID),
  (c) => getMinistryStatistics(c, ID),
  (c) => leaveMinistry(c, ID),
  (c) => transferOwnership(c, ID, { membro_id: 2 }),
  (c) => newAccessCode(c, ID),
  (c) => listMembers(c, ID, { status: 'ATIVO' }),
  (c) => updateMember(c, ID, { admin: true }),
  (c) => removeMember(c, ID),
  (c) => listFunctions(c, ID),
  (c) => createFunction(c, ID, { nome: 'Voz' }),
  (c) => updateFunction(c, ID, { nome: 'Voz' }),
  (c) => deleteFunction(c, ID),
  (c) => listMemberFunctions(c, ID),
  (c) => assignMemberFunction(c, ID, { funcao_id: 1 }),
  (c) => updateMemberFunction(c, ID, { principal: true }),
  (c) => removeMemberFunction(c, ID),
  (c) => listSongs(c, { ministerio_id: 1 }),
  (c) => searchSongs(c, { termo: 'graça' }),
  (c) => searchDeezer(c, { q: 'graça' }),
  (c) => createSong(c, { ministerio_id: 1, nome: 'S', artista: 'A' }),
  (c) => getSong(c, ID),
  (c) => updateSong(c, ID, { tom: 'C' }),
  (c) => deleteSong(c, ID),
  (c) => listSchedules(c, { ministerio_id: 1 }),
  (c) => createSchedule(c, { titulo: 'T', data: '2025-01-01', horario: '19:00' }),
  (c) => getSchedule(c, ID),
  (c) => updateSchedule(c, ID, { titulo: 'T', data: '2025-01-01', horario: '19:00' }),
  (c) => deleteSchedule(c, ID),
  (c) => verifyPresence(c, ID),
  (c) => confirmPresence(c, ID),
  (c) => declinePresence(c, ID, { motivo: 'Viagem' }),
  (c) => listSubstitutes(c, ID, 1),
  (c) => swapScheduleMember(c, ID, { membro_id: 1, funcao_id: 2, substituto_id: 3 }),
  (c) => autoFillTeam(c, ID, { escala_id: ID }),
  (c) => listTemplates(c, ID),
  (c) => saveAsTemplate(c, ID, { nome: 'Domingo' }),
  (c) => updateTemplate(c, ID, { nome: 'Domingo', titulo: 'Culto', horario: '19:00' }),
  (c) => deleteTemplate(c, ID),
  (c) => scheduleFromTemplate(c, { templateId: ID, data: '2026-12-06' }),
  (c) =>
    previewRecurrence(c, ID, {
      regras: [{ dia_semana: 0 }],
      data_inicial: '2026-12-06',
      data_final: '2026-12-27',
    }),
  (c) =>
    createRecurrence(c, ID, {
      regras: [{ dia_semana: 0 }],
      data_inicial: '2026-12-06',
      data_final: '2026-12-27',
    }),
  (c) => listScheduleConflicts(c, ID, { data: '2025-01-01', horario: '19:00' }),
  (c) => listMySchedules(c),
  (c) => listMemberUnavailability(c, ID),
  (c) =>
    createUnavailability(c, {
      membro_id: 1,
      data_inicio: '2025-01-01',
      data_fim: '2025-01-02',
      justificativa: 'Viagem',
    }),
  (c) =>
    updateUnavailability(c, ID, {
      data_inicio: '2025-01-01',
      data_fim: '2025-01-02',
      justificativa: 'Viagem',
    }),
  (c) => deleteUnavailability(c, ID),
  (c) => listUnavailableMembers(c, ID),
  (c) => getParticipationReport(c, { ministerio_id: 1 }),
  (c) => getSongsReport(c, { ministerio_id: 1 }),
  (c) => getMemberSongKeys(c, ID, [ID]),
  (c) => updateMySongKey(c, ID, ID, { tom: 'A' }),
  (c) => deleteMySongKey(c, ID, ID),
  (c) => updateMemberPreferences(c, ID, { limite_mensal: 2, junto_com: null, versao: 1 }),
];

/** The API's own list of its endpoints (apps/api/test/openapi.test.ts), read as text. */
function apiEndpoints(): string[] {
  const file = fileURLToPath(new URL('../../../apps/api/test/openapi.test.ts', import.meta.url));
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/\['(get|post|put|delete)', '\/api(\/[^']+)'\]/g)].map(
    ([, method, path]) => `${method!.toUpperCase()} ${path!.replace(/\{(\w+)\}/g, ':$1')}`,
  );
}

/**
 * The apiPaths pattern a URL was filled from, matched the way MSW's mock API matches it. A
 * fixed segment wins over a parameter (songSearch is not the song 'busca'), as in Fastify.
 */
function patternOf(url: string): string {
  const matching = Object.values(apiPaths)
    .filter((pattern) => matchRequestUrl(new URL(url), `*/api${pattern}`).matches)
    .sort((a, b) => a.split(':').length - b.split(':').length);
  if (!matching[0]) throw new Error(`${url} is no path of apiPaths`);
  return matching[0];
}

/**
 * Reached by the browser or another program, not by fetch: the sign-in callback, image files,
 * the calendar feed (calendar apps read it; the web only shows its address), the page and
 * form an e-mail's unsubscribe link opens, and what load balancers and Prometheus read.
 */
const browserOnly: string[] = [
  apiPaths.googleCallback,
  apiPaths.upload,
  apiPaths.calendarFeed,
  apiPaths.mailUnsubscribe,
  apiPaths.mailAnswer,
  apiPaths.ready,
  apiPaths.metrics,
];

describe('endpoint coverage', () => {
  it('calls every path of apiPaths, with its own fallback action, as the API serves it', async () => {
    const seen: string[] = [];
    const client = createApiClient({
      baseUrl: 'http://levita.test/api',
      fetch: async (input, init) => {
        seen.push(`${init?.method} ${patternOf(String(input))}`);
        return new Response('', { status: 503 });
      },
    });
    const actions = new Set<string>();
    for (const call of calls) {
      const error = await call(client).catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(ApiError);
      const { action, message } = error as ApiError;
      expect(action).toBeDefined();
      expect(message).toMatch(/^Erro/);
      actions.add(action!);
    }
    seen.push(`GET ${patternOf(googleSignInUrl(client.baseUrl))}`);

    const called = new Set(seen.map((endpoint) => endpoint.split(' ')[1]));
    const fetched = Object.values(apiPaths).filter((pattern) => !browserOnly.includes(pattern));
    expect([...called].sort()).toEqual(fetched.sort());

    const expected = apiEndpoints().filter(
      (endpoint) => !browserOnly.some((pattern) => endpoint.endsWith(` ${pattern}`)),
    );
    expect(expected.length).toBeGreaterThan(50);
    expect([...new Set(seen)].sort()).toEqual(expected.sort());
    // Each call names an action of its own.
    expect(actions.size).toBe(calls.length);
  });
});
