import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { createQueryClient, retryUnlessRefused } from './create-query-client';

const refusal = (status: number) => new ApiError(status, { error: 'x', message: 'x' });

describe('createQueryClient', () => {
  it.each([400, 401, 403, 404, 409])('asks once when the server answers %i', async (status) => {
    const client = createQueryClient();
    let calls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['refused', status],
        queryFn: () => {
          calls++;
          throw refusal(status);
        },
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(1);
  });

  it('tries a network failure or a 5xx twice more, then gives up', () => {
    for (const error of [refusal(0), refusal(500), refusal(503), new TypeError('fetch failed')]) {
      expect([0, 1, 2].map((failures) => retryUnlessRefused(failures, error))).toEqual([
        true,
        true,
        false,
      ]);
    }
  });
});
