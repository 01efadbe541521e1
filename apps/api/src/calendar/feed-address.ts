import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

/**
 * The origin addresses shown to the user start with: APP_URL when it is set, else the
 * origin the request came to (behind TRUST_PROXY, the one the browser used).
 */
export const publicOrigin = (config: AppConfig, request: FastifyRequest) =>
  config.appUrlConfigured ? config.appUrl : `${request.protocol}://${request.host}`;
