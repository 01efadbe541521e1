import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { remoteManifestSchema } from '@levita/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { message, requestLocale } from '../i18n/messages';

export interface WebOptions {
  deployRoot: string;
}

/**
 * Serves the web product from the deploy root on the API's origin (design §2):
 * the shell's files with an SPA fallback, /remotes.json and every deployed remote version.
 */
export async function webPlugin(app: FastifyInstance, { deployRoot }: WebOptions) {
  const shellDir = join(deployRoot, 'shell');
  const remotesDir = join(deployRoot, 'remotes');
  const manifestPath = join(deployRoot, 'remotes.json');
  await mkdir(shellDir, { recursive: true });
  await mkdir(remotesDir, { recursive: true });

  // Read on every request: a deploy rewrites the file and the next page load must see it.
  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    let manifest = {};
    try {
      manifest = remoteManifestSchema.parse(JSON.parse(await readFile(manifestPath, 'utf8')));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        app.log.error({ err: error }, 'remotes.json is invalid');
    }
    return reply.header('Cache-Control', 'no-cache').send(manifest);
  });

  // A version folder never changes once deployed, so browsers may keep its files for good.
  await app.register(fastifyStatic, {
    root: remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    wildcard: true,
    setHeaders: (res) => res.header('Cache-Control', 'public, max-age=31536000, immutable'),
  });

  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    index: false,
    setHeaders: (res, path) =>
      res.header(
        'Cache-Control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ),
  });

  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const html = await readFile(join(shellDir, 'index.html'), 'utf8').catch(() => null);
    if (html === null) {
      const locale = requestLocale(request);
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(message(locale, 'web_not_deployed'));
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html').send(html);
  };

  app.get('/', { schema: { hide: true } }, (request, reply) => sendShell(request, reply));

  return { sendShell };
}

/** Paths that name a file or an API resource get a real 404; everything else is a page. */
export function isPageRequest(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?')[0] ?? '';
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/remotes/')) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}
