import {
  apiPaths,
  fillPlaceholders,
  type MailTopic,
  type ScheduleMailKey,
  scheduleMailTexts,
  unsubscribeQuerySchema,
} from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { escapeHtml } from '../../html/escape-html';
import { mailPage } from '../../html/mail-page';
import { requestLocale, type ServerLocale, userLocale } from '../../i18n/messages';

const page = (locale: ServerLocale, body: string) =>
  mailPage(locale, scheduleMailTexts[locale].page_title, body);

/**
 * The link at the foot of every schedule e-mail. Opening it shows a page that asks
 * before turning anything off, because mail scanners open links; the page's button, and mail
 * clients' one-click unsubscribe (RFC 8058, the List-Unsubscribe-Post header), POST it.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058 clients post `List-Unsubscribe=One-Click` as a form: the token is in the URL.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  /** The person and kind of e-mail the token names, with the language to answer in. */
  async function subject(token: string, fallback: ServerLocale) {
    const claims = app.unsubscribeTokens.verify(token);
    const user = claims && (await app.repos.users.findById(claims.userId));
    // A deleted account gets no more e-mail and has no address to show: the link is spent.
    if (!claims || !user || user.excluido_em !== null)
      return { locale: fallback, found: undefined };
    return { locale: userLocale(user), found: { user, topic: claims.topic } };
  }

  const say = (locale: ServerLocale, key: ScheduleMailKey, params: Record<string, string> = {}) =>
    escapeHtml(fillPlaceholders(scheduleMailTexts[locale][key], params));

  const schema = {
    tags: ['account'],
    querystring: unsubscribeQuerySchema,
    produces: ['text/html'],
  };

  app.get(
    apiPaths.mailUnsubscribe,
    {
      schema: {
        ...schema,
        summary: 'The page an e-mail unsubscribe link opens: it asks before turning e-mail off',
      },
    },
    async (request, reply) => {
      const { locale, found } = await subject(request.query.token, requestLocale(request));
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!found)
        return reply.code(404).send(page(locale, `<p>${say(locale, 'page_invalid')}</p>`));
      const topic: MailTopic = found.topic;
      const action = `/api${apiPaths.mailUnsubscribe}?token=${encodeURIComponent(request.query.token)}`;
      return page(
        locale,
        `<form method="post" action="${escapeHtml(action)}">
<p>${say(locale, `page_confirm_${topic}`, { email: found.user.email })}</p>
<button type="submit" style="font-size: 1rem; padding: 0.5rem 1rem">${say(locale, 'page_button')}</button>
</form>`,
      );
    },
  );

  app.post(
    apiPaths.mailUnsubscribe,
    {
      schema: {
        ...schema,
        summary: 'Turn off the kind of schedule e-mail the token names (one-click, RFC 8058)',
      },
    },
    async (request, reply) => {
      const { locale, found } = await subject(request.query.token, requestLocale(request));
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!found)
        return reply.code(404).send(page(locale, `<p>${say(locale, 'page_invalid')}</p>`));
      await app.repos.users.updateMailSettings(found.user.id, { [found.topic]: false });
      return page(
        locale,
        `<p role="status">${say(locale, `page_done_${found.topic}`, { email: found.user.email })}</p>`,
      );
    },
  );
};
