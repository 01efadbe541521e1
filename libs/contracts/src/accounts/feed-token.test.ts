import { describe, expect, it } from 'vitest';
import { CALENDAR_FEED_TOKEN_PATTERN } from './calendar-feed';
import { feedAddress, newFeedToken } from './feed-token';

describe('newFeedToken', () => {
  it('draws 256 bits written as 43 base64url characters, new each time', () => {
    const tokens = Array.from({ length: 50 }, newFeedToken);
    for (const token of tokens) expect(token).toMatch(CALENDAR_FEED_TOKEN_PATTERN);
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});

describe('feedAddress', () => {
  it('is the feed path on the given origin', () => {
    expect(feedAddress('https://levita.example', 'abc')).toBe(
      'https://levita.example/api/calendario/abc.ics',
    );
  });
});
