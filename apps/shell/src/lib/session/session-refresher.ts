import type { TokenResponse } from '@levita/contracts';
import { isApiError } from '@levita/api-client';

/** Part 1 §4 and §9: refresh every 9 minutes, never twice within 10 s, retry a failure after 1 min. */
export const TOKEN_REFRESH_INTERVAL_MS = 540_000;
export const TOKEN_REFRESH_COOLDOWN_MS = 10_000;
export const TOKEN_REFRESH_RETRY_MS = 60_000;

export interface SessionRefresherOptions {
  /** A new access token (the browser's lasting session renews it). */
  refresh: () => Promise<TokenResponse>;
  /** Whether there is a token to refresh at all. */
  hasSession: () => boolean;
  onRefreshed: (answer: TokenResponse) => void;
  /** The server refused the renewal (401): the session is over. */
  onRejected: () => void;
  now?: () => number;
}

export interface SessionRefresher {
  /**
   * An area that keeps the session fresh (dashboard, ministry area) is entered: refresh now
   * unless the last attempt is less than 10 s old, then keep refreshing while any such area
   * is open. Returns the function that leaves the area.
   */
  enter: () => () => void;
  /** Stops every timer (the app unmounts). */
  dispose: () => void;
}

/** A refresh failure that ends the session rather than one worth retrying: any 401. */
export function isRefreshRejected(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

export function createSessionRefresher({
  refresh,
  hasSession,
  onRefreshed,
  onRejected,
  now = Date.now,
}: SessionRefresherOptions): SessionRefresher {
  let openAreas = 0;
  let inFlight = false;
  let lastAttemptAt = Number.NEGATIVE_INFINITY;
  let nextDueAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function stop() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  function scheduleAt(dueAt: number) {
    stop();
    timer = setTimeout(() => void run(), Math.max(0, dueAt - now()));
  }

  async function run() {
    timer = undefined;
    if (openAreas === 0 || inFlight || !hasSession()) return;
    inFlight = true;
    lastAttemptAt = now();
    let rejected = false;
    try {
      onRefreshed(await refresh());
      nextDueAt = now() + TOKEN_REFRESH_INTERVAL_MS;
    } catch (error) {
      rejected = isRefreshRejected(error);
      nextDueAt = now() + TOKEN_REFRESH_RETRY_MS;
    } finally {
      inFlight = false;
    }
    if (rejected) onRejected();
    else if (openAreas > 0) scheduleAt(nextDueAt);
  }

  return {
    enter() {
      openAreas += 1;
      if (now() - lastAttemptAt >= TOKEN_REFRESH_COOLDOWN_MS) void run();
      // Within the cooldown the last attempt stands; only make sure its follow-up is coming.
      else if (timer === undefined && !inFlight) scheduleAt(nextDueAt);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        openAreas -= 1;
        if (openAreas === 0) stop();
      };
    },
    dispose() {
      openAreas = 0;
      stop();
    },
  };
}
