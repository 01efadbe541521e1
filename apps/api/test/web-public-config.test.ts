import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PublicWebConfig } from '@levita/contracts';
import { describe, expect, it } from 'vitest';
import { insertIntoHead } from '../src/plugins/web';
import { buildTestApp, makeDeployRoot } from './helper';

const openTag = '<script type="application/json" id="levita-public-config">';

const shellWithHead =
  '<!doctype html><html><head><title>Levita</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';

/** The page's config element text, and the HTML that follows its end tag. */
function readConfigElement(html: string): { config: PublicWebConfig; rest: string } {
  const start = html.indexOf(openTag);
  expect(start, 'config element present').toBeGreaterThanOrEqual(0);
  expect(html.indexOf(openTag, start + 1), 'only one config element').toBe(-1);
  const textStart = start + openTag.length;
  // Where an HTML parser ends the element: the first `</script` after the start tag.
  const end = html.toLowerCase().indexOf('</script', textStart);
  const text = html.slice(textStart, end);
  expect(text).not.toContain('<');
  return { config: JSON.parse(text) as PublicWebConfig, rest: html.slice(end) };
}

describe('public web settings in the shell page', () => {
  it('writes the defaults into every page, before </head>', async () => {
    const root = await makeDeployRoot({ 'shell/index.html': shellWithHead });
    const app = await buildTestApp({ deployRoot: root });
    for (const url of ['/', '/politica-de-privacidade']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const { config, rest } = readConfigElement(response.body);
      expect(config).toEqual({
        contactEmail: 'contato@levita.app',
        androidAppUrl: 'https://play.google.com/store/search?q=Levita&c=apps',
        iosAppUrl: 'https://apps.apple.com/br/search?term=Levita',
        feedbackUrl: 'mailto:contato@levita.app?subject=Feedback%20Levita',
      });
      expect(rest.startsWith('</script></head><body>')).toBe(true);
      // The rest of the shell is untouched.
      expect(response.body.replace(/<script type="application\/json"[^]*?<\/script>/, '')).toBe(
        shellWithHead,
      );
    }
  });

  it('uses the environment values, and derives the feedback link from CONTACT_EMAIL', async () => {
    const root = await makeDeployRoot({ 'shell/index.html': shellWithHead });
    const custom = await buildTestApp({
      deployRoot: root,
      env: {
        CONTACT_EMAIL: 'ola@igreja.example',
        ANDROID_APP_URL: 'https://play.google.com/store/apps/details?id=app.levita',
        IOS_APP_URL: 'https://apps.apple.com/app/id123',
        FEEDBACK_URL: 'https://forms.example/levita',
      },
    });
    expect(readConfigElement((await custom.inject({ url: '/' })).body).config).toEqual({
      contactEmail: 'ola@igreja.example',
      androidAppUrl: 'https://play.google.com/store/apps/details?id=app.levita',
      iosAppUrl: 'https://apps.apple.com/app/id123',
      feedbackUrl: 'https://forms.example/levita',
    });

    const derived = await buildTestApp({
      deployRoot: root,
      env: { CONTACT_EMAIL: 'ola@igreja.example' },
    });
    expect(readConfigElement((await derived.inject({ url: '/x' })).body).config.feedbackUrl).toBe(
      'mailto:ola@igreja.example?subject=Feedback%20Levita',
    );
  });

  it('keeps a value containing </script> inside the element', async () => {
    const hostile = "https://evil.example/</script><script>alert(1)</script><!--$&$'";
    const root = await makeDeployRoot({ 'shell/index.html': shellWithHead });
    const app = await buildTestApp({ deployRoot: root, env: { FEEDBACK_URL: hostile } });
    const html = (await app.inject({ url: '/' })).body;
    const { config, rest } = readConfigElement(html);
    expect(config.feedbackUrl).toBe(hostile);
    // The element ends at its own end tag, followed by the shell as deployed.
    expect(rest).toBe('</script></head><body><div id="root"></div></body></html>');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('reads index.html on every request, so a shell deploy shows up with the settings', async () => {
    const root = await makeDeployRoot({ 'shell/index.html': shellWithHead });
    const app = await buildTestApp({ deployRoot: root });
    readConfigElement((await app.inject({ url: '/' })).body);
    await writeFile(join(root, 'shell', 'index.html'), shellWithHead.replace('Levita<', 'v2<'));
    const html = (await app.inject({ url: '/' })).body;
    expect(html).toContain('<title>v2</title>');
    readConfigElement(html);
  });
});

describe('insertIntoHead', () => {
  const tag = '<x>';
  it('goes before </head>, else at the start of <body>, else after the doctype', () => {
    expect(insertIntoHead('<html><head><title>t</title></HEAD ><body></body>', tag)).toBe(
      '<html><head><title>t</title><x></HEAD ><body></body>',
    );
    expect(insertIntoHead('<!doctype html><body class="a"><p>hi', tag)).toBe(
      '<!doctype html><body class="a"><x><p>hi',
    );
    expect(insertIntoHead('<!DOCTYPE html><title>Levita</title>', tag)).toBe(
      '<!DOCTYPE html><x><title>Levita</title>',
    );
    expect(insertIntoHead('<p>bare', tag)).toBe('<x><p>bare');
  });
});
