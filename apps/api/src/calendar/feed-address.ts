import { randomBytes } from 'node:crypto';
import { apiPaths, CALENDAR_FEED_TOKEN_BYTES, fillPath } from '@levita/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

/** A new feed token: 256 random bits, URL-safe. */
export const newFeedToken = () => randomBytes(CALENDAR_FEED_TOKEN_BYTES).toString('base64url');

/**
 * The origin addresses shown to the user start with: APP_URL when it is set, else the
 * origin the request came to (behind TRUST_PROXY, the one the browser used).
 */
export const publicOrigin = (config: AppConfig, request: FastifyRequest) =>
  config.appUrlConfigured ? config.appUrl : `${request.protocol}://${request.host}`;

/** The feed's absolute address for a token. */
export const feedAddress = (origin: string, token: string) =>
  `${origin}/api${fillPath(apiPaths.calendarFeed, { token })}`;
