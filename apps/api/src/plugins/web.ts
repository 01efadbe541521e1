import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  isLandingPath,
  type PublicWebConfig,
  publicWebConfigElementId,
  type RemoteManifest,
  remoteEntryPath,
  remoteManifestSchema,
  remoteOfPath,
} from '@levita/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../html/escape-html';
import { message, requestLocale } from '../i18n/messages';
import { webAppManifest } from './web-app-manifest';

export interface WebOptions {
  deployRoot: string;
  /** Written into every page as JSON, so the web app reads it without a request. */
  publicConfig: PublicWebConfig;
}

/**
 * Serves the web product from the deploy root on the API's origin (design §2):
 * the shell's files with an SPA fallback, /remotes.json and every deployed remote version.
 * The public pages (`/` and the legal paths) get the landing remote's own page, so a first
 * visit downloads the landing and React and nothing of the app (docs/landing.md); the shell's
 * page stands in when the landing's is not on this server.
 */
export async function webPlugin(app: FastifyInstance, { deployRoot, publicConfig }: WebOptions) {
  const shellDir = join(deployRoot, 'shell');
  const remotesDir = join(deployRoot, 'remotes');
  const manifestPath = join(deployRoot, 'remotes.json');
  await mkdir(shellDir, { recursive: true });
  await mkdir(remotesDir, { recursive: true });

  // Read on every request: a deploy rewrites the file and the next page load must see it.
  const readManifest = async (): Promise<RemoteManifest> => {
    try {
      return remoteManifestSchema.parse(JSON.parse(await readFile(manifestPath, 'utf8')));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        app.log.error({ err: error }, 'remotes.json is invalid');
      return {};
    }
  };

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(await readManifest()),
  );

  // Before the shell's static files: the manifest is written for each request's language.
  app.get('/manifest.webmanifest', { schema: { hide: true } }, (request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(webAppManifest(requestLocale(request)))),
  );

  /** The active landing build's index.html, when that build is deployed on this server. */
  const landingPage = async (): Promise<string | null> => {
    const landing = (await readManifest()).landing;
    if (!landing || landing.entry !== remoteEntryPath('landing', landing.version)) return null;
    return readFile(join(remotesDir, 'landing', landing.version, 'index.html'), 'utf8').catch(
      () => null,
    );
  };

  // A version folder never changes once deployed, so browsers may keep its files for good.
  // Builds hold .br and .gz beside each text file; the one the browser accepts is sent.
  await app.register(fastifyStatic, {
    root: remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    wildcard: true,
    preCompressed: true,
    setHeaders: (res) => res.header('Cache-Control', 'public, max-age=31536000, immutable'),
  });

  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    index: false,
    preCompressed: true,
    setHeaders: (res, path) =>
      res.header(
        'Cache-Control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ),
  });

  const configScript = publicConfigScript(publicConfig);

  /**
   * A page that mounts a remote names the remote's entry for the browser to fetch at once, beside
   * the shell's own scripts, instead of after the shell has started and read /remotes.json (no
   * waterfall). The loader's import() of the same URL then finds it fetched.
   */
  const remotePreload = async (pathname: string): Promise<string> => {
    const remote = remoteOfPath(pathname);
    const entry = remote ? (await readManifest())[remote]?.entry : undefined;
    return entry ? `<link rel="modulepreload" href="${escapeHtml(entry)}">` : '';
  };

  // Read on every request like remotes.json: a deploy rewrites index.html.
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const html =
      (isLandingPath(pathname) ? await landingPage() : null) ??
      (await readFile(join(shellDir, 'index.html'), 'utf8').catch(() => null));
    if (html === null) {
      const locale = requestLocale(request);
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(message(locale, 'web_not_deployed'));
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html')
      .send(insertIntoHead(html, configScript + (await remotePreload(pathname))));
  };

  app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply));

  return { sendPage };
}

/**
 * The public settings as an inert JSON script element (CSP does not apply: it never runs).
 * Every `<` is escaped as \u003c, which JSON.parse reads back unchanged, so no value can
 * close the element early (`</script>`) or open a comment (`<!--`).
 */
export function publicConfigScript(config: PublicWebConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${publicWebConfigElementId}">${json}</script>`;
}

/**
 * Puts markup at the end of the head: before `</head>`, else at the start of `<body>`, else
 * after the doctype (before it the page would render in quirks mode), else at the start.
 * Spliced by index, never String.replace, whose `$&`-style patterns a value could contain.
 */
export function insertIntoHead(html: string, markup: string): string {
  const at = (index: number) => html.slice(0, index) + markup + html.slice(index);
  const headEnd = /<\/head\s*>/i.exec(html);
  if (headEnd) return at(headEnd.index);
  const body = /<body\b[^>]*>/i.exec(html);
  if (body) return at(body.index + body[0].length);
  const doctype = /^\s*<!doctype\b[^>]*>/i.exec(html);
  return at(doctype ? doctype[0].length : 0);
}

/** Paths that name a file or an API resource get a real 404; everything else is a page. */
export function isPageRequest(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?')[0] ?? '';
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/remotes/')) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}
