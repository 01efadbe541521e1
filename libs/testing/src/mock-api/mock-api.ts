import type { MinistryStanding } from '@levita/contracts';
import type { HttpHandler } from 'msw';
import { localToday } from './calendar';
import { DEMO_MINISTRY_ID, demoSeed } from './demo-data';
import { DemoStore } from './demo-store';
import { accountHandlers, demoToken } from './handlers/accounts';
import { memberHandlers } from './handlers/members';
import { ministryHandlers } from './handlers/ministries';
import { personalDataHandlers } from './handlers/personal-data';
import { reportHandlers } from './handlers/reports';
import { scheduleSubstituteHandlers } from './handlers/schedule-substitutes';
import { scheduleHandlers } from './handlers/schedules';
import { scheduleTemplateHandlers } from './handlers/schedule-templates';
import { autoFillHandlers } from './handlers/auto-fill';
import { songHandlers } from './handlers/songs';
import { unavailabilityHandlers } from './handlers/unavailability';
import { createRouter, type MockSession } from './http';

export interface MockApiOptions {
  /**
   * Where the handlers answer. '*\/api' (any origin) by default; the browser harness passes
   * its own origin so nothing but the API is ever matched.
   */
  baseUrl?: string;
  /** The ministry's calendar date ('yyyy-MM-dd'): fixes the demo's dates for a test. */
  today?: string;
  /** Who is signed in at the start (and after `reset`): the owner by default. */
  standing?: MinistryStanding;
}

/** Who the mock API answers as: what the harness puts in RemoteProps. */
export interface DemoSession {
  standing: MinistryStanding;
  user: { id: number; nome: string; email: string };
  ministry: { id: number; nome: string; situacao: MinistryStanding };
  token: string;
}

export interface MockApi {
  /** The in-memory data; changes made through the handlers show in later answers. */
  store: DemoStore;
  /** MSW handlers for every API endpoint; give them to setupServer or setupWorker. */
  handlers: HttpHandler[];
  /**
   * Signs in the demo user who holds this standing in "Ministério de Louvor": the role
   * switcher. Later calls answer as them (a MEMBRO gets 403 for admin-only calls).
   */
  signInAs: (standing: MinistryStanding) => DemoSession;
  /** No one signed in: secured calls answer 401 unauthorized. */
  signOut: () => void;
  /**
   * The session ended (a password changed elsewhere, signed out everywhere): secured calls and
   * the renewal answer 401 token_expired until signInAs.
   */
  expireSession: () => void;
  /**
   * Only the access token expired: secured calls answer 401 token_expired, and the browser's
   * lasting session renews it (POST /auth/sessao).
   */
  expireAccessToken: () => void;
  /** Seed data and the starting session back. */
  reset: () => void;
}

/** The every-endpoint mock of the API, over a fresh demo store (no MSW server or worker). */
export function createMockApi({
  baseUrl = '*/api',
  today = localToday(),
  standing: startingStanding = 'PROPRIETARIO',
}: MockApiOptions = {}): MockApi {
  const store = new DemoStore(() => demoSeed(today), today);
  const session: MockSession = { userId: null, expired: false, renewable: true };
  const router = createRouter(baseUrl.replace(/\/+$/, ''), store, session);

  const signInAs = (standing: MinistryStanding): DemoSession => {
    const user = store.userWithStanding(DEMO_MINISTRY_ID, standing);
    const ministry = store.ministry(DEMO_MINISTRY_ID);
    if (!user || !ministry)
      throw new Error(`The demo data has no ${standing} in ministry ${DEMO_MINISTRY_ID}`);
    session.userId = user.id;
    session.expired = false;
    session.renewable = true;
    return {
      standing,
      user: { id: user.id, nome: user.nome, email: user.email },
      ministry: { id: ministry.id, nome: ministry.nome, situacao: standing },
      token: demoToken(user.id),
    };
  };

  signInAs(startingStanding);

  return {
    store,
    handlers: [
      ...accountHandlers(router),
      ...ministryHandlers(router),
      ...personalDataHandlers(router),
      ...memberHandlers(router),
      ...songHandlers(router),
      ...scheduleHandlers(router),
      ...scheduleSubstituteHandlers(router),
      ...scheduleTemplateHandlers(router),
      ...autoFillHandlers(router),
      ...unavailabilityHandlers(router),
      ...reportHandlers(router),
    ],
    signInAs,
    signOut: () => {
      session.userId = null;
    },
    expireSession: () => {
      session.expired = true;
      session.renewable = false;
    },
    expireAccessToken: () => {
      session.expired = true;
    },
    reset: () => {
      store.reset();
      signInAs(startingStanding);
    },
  };
}
