import {
  apiPaths,
  idParamsSchema,
  messageResponseSchema,
  OWNER,
  transferOwnershipRequestSchema,
} from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, HttpError, notFound } from '../../errors/http-error';
import { message, requestLocale } from '../../i18n/messages';
import { errorResponses } from '../error-responses';

/** Handing a ministry to another administrator (docs/ministries.md). */
export const ownershipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.transferOwnership,
    {
      schema: {
        tags: ['ministries'],
        summary:
          'Make an active administrator the owner (owner only); the former owner stays an administrator',
        params: idParamsSchema,
        body: transferOwnershipRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { ministry } = await app.access.ministry(request.user, request.params.id, OWNER);
      const result = await app.repos.ministries.transferOwnership(
        ministry.id,
        request.user.id,
        request.body.membro_id,
      );
      switch (result.outcome) {
        case 'transferred':
          return {
            message: message(requestLocale(request), 'ownership_transferred', {
              name: result.name,
            }),
          };
        case 'not_found':
          throw notFound();
        // A concurrent transfer (or the ministry's deletion) got there first.
        case 'not_owner':
          throw forbidden();
        case 'already_owner':
          throw new HttpError(409, 'ownership_target_is_owner', 'ownership_target_is_owner');
        case 'not_admin':
          throw new HttpError(409, 'ownership_target_not_admin', 'ownership_target_not_admin');
      }
    },
  );
};
