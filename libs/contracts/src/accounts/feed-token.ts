import { apiPaths, fillPath } from '../paths';
import { CALENDAR_FEED_TOKEN_BYTES } from './calendar-feed';

/**
 * A new calendar feed token: 256 random bits (Web Crypto, in Node and in browsers), written as
 * base64url, so the API and the mock API hand out the same shape.
 */
export function newFeedToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(CALENDAR_FEED_TOKEN_BYTES));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The feed's absolute address for a token, on `origin` (where the person reaches Levita). */
export const feedAddress = (origin: string, token: string) =>
  `${origin}/api${fillPath(apiPaths.calendarFeed, { token })}`;
