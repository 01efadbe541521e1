import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { isStaleVersion } from './stale-version';

const refusal = (status: number, error: string) => new ApiError(status, { error, message: 'x' });

describe('isStaleVersion', () => {
  it('tells an edit made from an older version from every other failure', () => {
    expect(isStaleVersion(refusal(409, 'stale_version'))).toBe(true);
    // Lost a race: trying again is the answer, not a reload.
    expect(isStaleVersion(refusal(409, 'write_conflict'))).toBe(false);
    expect(isStaleVersion(refusal(400, 'stale_version'))).toBe(false);
    expect(isStaleVersion(new Error('stale_version'))).toBe(false);
    expect(isStaleVersion(undefined)).toBe(false);
  });
});
