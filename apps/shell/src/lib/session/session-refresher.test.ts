import { ApiError } from '@levita/api-client';
import type { TokenResponse } from '@levita/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSessionRefresher,
  TOKEN_REFRESH_COOLDOWN_MS,
  TOKEN_REFRESH_INTERVAL_MS,
  TOKEN_REFRESH_RETRY_MS,
} from './session-refresher';

const answer: TokenResponse = {
  access_token: 'fresh-token',
  token_expiration: '2030-01-01T00:00:00.000Z',
};

function setup({ signedIn = true } = {}) {
  const refresh = vi.fn(async (): Promise<TokenResponse> => answer);
  const onRefreshed = vi.fn();
  const onRejected = vi.fn();
  const refresher = createSessionRefresher({
    refresh,
    hasSession: () => signedIn,
    onRefreshed,
    onRejected,
  });
  return { refresh, onRefreshed, onRejected, refresher };
}

/** Moves the clock and lets the refresh promises settle. */
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('session refresher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the numbers of part 1 §9', () => {
    expect(TOKEN_REFRESH_INTERVAL_MS).toBe(540_000);
    expect(TOKEN_REFRESH_COOLDOWN_MS).toBe(10_000);
    expect(TOKEN_REFRESH_RETRY_MS).toBe(60_000);
  });

  it('refreshes on entering, stores the answer, then again every 540000 ms', async () => {
    const { refresh, onRefreshed, refresher } = setup();
    refresher.enter();
    await advance(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onRefreshed).toHaveBeenCalledWith(answer);

    await advance(539_999);
    expect(refresh).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    await advance(540_000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('never refreshes twice within 10000 ms', async () => {
    const { refresh, refresher } = setup();
    const leaveDashboard = refresher.enter();
    await advance(9_999);
    leaveDashboard();
    // The ministry area opened 9.999 s after the dashboard's refresh: no second call.
    const leaveMinistry = refresher.enter();
    await advance(0);
    expect(refresh).toHaveBeenCalledTimes(1);

    leaveMinistry();
    await advance(1);
    refresher.enter();
    await advance(0);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('keeps the regular schedule when an area opens during the cooldown', async () => {
    const { refresh, refresher } = setup();
    const leaveDashboard = refresher.enter();
    await advance(5_000);
    leaveDashboard();
    refresher.enter();
    await advance(534_999);
    expect(refresh).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('retries a failed refresh after 60000 ms', async () => {
    const { refresh, onRejected, refresher } = setup();
    refresh.mockRejectedValueOnce(new ApiError(0, { error: 'network_error', message: '' }));
    refresher.enter();
    await advance(0);
    expect(refresh).toHaveBeenCalledTimes(1);

    await advance(59_999);
    expect(refresh).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    // Back to the regular interval after a success.
    await advance(540_000);
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(onRejected).not.toHaveBeenCalled();
  });

  it.each(['token_expired', 'invalid_token'])(
    'logs out when the refresh fails with %s, and stops',
    async (error) => {
      const { refresh, onRefreshed, onRejected, refresher } = setup();
      refresh.mockRejectedValueOnce(new ApiError(401, { error, message: 'no' }));
      refresher.enter();
      await advance(0);
      expect(onRejected).toHaveBeenCalledTimes(1);
      expect(onRefreshed).not.toHaveBeenCalled();

      await advance(TOKEN_REFRESH_INTERVAL_MS * 2);
      expect(refresh).toHaveBeenCalledTimes(1);
    },
  );

  it('stops when the last area is left', async () => {
    const { refresh, refresher } = setup();
    const leaveDashboard = refresher.enter();
    const leaveMinistry = refresher.enter();
    await advance(0);
    leaveDashboard();
    await advance(540_000);
    expect(refresh).toHaveBeenCalledTimes(2);

    leaveMinistry();
    await advance(540_000 * 3);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('does nothing without a session', async () => {
    const { refresh, refresher } = setup({ signedIn: false });
    refresher.enter();
    await advance(540_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
