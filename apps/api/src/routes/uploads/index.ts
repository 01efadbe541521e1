import { apiPaths, MAX_INTEGER } from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors/http-error';
import { errorResponses } from '../error-responses';

const uploadNamePattern = /^([1-9]\d{0,9})-([0-9a-f]{16})\.(png|jpg|gif)$/;

/**
 * Public on purpose: logos appear in <img> tags, which send no bearer token. Names carry
 * the content hash, so they cannot be enumerated and a changed logo gets a new name,
 * which lets browsers keep each one for a year.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.upload,
    {
      schema: {
        tags: ['ministries'],
        summary: 'A ministry logo (public, immutable)',
        params: z.object({ name: z.string().describe('<id>-<hash>.<png|jpg|gif>') }),
        response: { 200: z.any().describe('The image bytes'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      // A bad name is simply not found; the answer says nothing about which part was wrong.
      const match = uploadNamePattern.exec(request.params.name);
      if (!match) throw notFound();
      const [, digits, hash, extension] = match as unknown as [string, string, string, string];
      const id = Number(digits);
      if (id > MAX_INTEGER) throw notFound();
      const upload = await app.repos.uploads.find(id, hash);
      if (!upload || upload.extension !== extension) throw notFound();
      return reply
        .header('Content-Type', upload.content_type)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline')
        .send(upload.bytes);
    },
  );
};
