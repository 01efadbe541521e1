import type { ServerLocale } from '../i18n/messages';
import { escapeHtml } from './escape-html';

/**
 * The small page an e-mail's link opens (unsubscribe, one-tap answer): no app to load, readable
 * on a phone, and in the reader's light or dark scheme. `body` is HTML its caller escaped.
 */
export function mailPage(locale: ServerLocale, title: string, body: string, script = ''): string {
  const heading = escapeHtml(title);
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><title>${heading}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5">
<h1 style="font-size: 1.4rem">${heading}</h1>
${body}
${script ? `<script>${script}</script>` : ''}
</body>
</html>`;
}
