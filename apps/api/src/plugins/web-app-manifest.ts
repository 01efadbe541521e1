import type { ServerLocale } from '../i18n/messages';
import { message } from '../i18n/messages';

/** The brand colour (the favicon's) and the page backgrounds of the light theme. */
const colours = { theme: '#5b3cc4', background: '#f6f5fb' } as const;

const icon = (file: string, size: number, purpose: 'any' | 'maskable') => ({
  src: `/icons/${file}`,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
});

/**
 * The web app manifest (what makes Levita installable), in the language of the request: a
 * manifest cannot hold two languages, so the server answers each browser in its own. Opened
 * from the home screen, the app starts at the dashboard, where a signed-out person is sent to
 * sign in. docs/shell.md "Installable app".
 */
export function webAppManifest(locale: ServerLocale) {
  return {
    id: '/',
    name: 'Levita',
    short_name: 'Levita',
    description: message(locale, 'app_description'),
    lang: locale,
    dir: 'ltr',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: colours.theme,
    background_color: colours.background,
    categories: ['productivity', 'music'],
    icons: [
      icon('icon-192.png', 192, 'any'),
      icon('icon-512.png', 512, 'any'),
      icon('maskable-192.png', 192, 'maskable'),
      icon('maskable-512.png', 512, 'maskable'),
    ],
  };
}
