// Needs: production builds in dist/ served by the API process from playwright.config.ts, git
// and this checkout's node_modules. The repertoire remote is rebuilt in a scratch copy of the
// workspace whose libraries differ from the shell's, and deployed alone (the deploy command a
// person runs) into the suite's deploy root; the shell is not rebuilt.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createMinistryFor, personWithPage } from '../support/people';
import { copyWorkspace } from '../support/scratch-workspace';
import { appVersion, deploy } from '../support/workspace';

const deployRoot = process.env['E2E_DEPLOY_ROOT'] as string;
const original = appVersion('repertoire');

let scratch: string | undefined;

test.afterAll(() => {
  deploy(['repertoire', '--activate', original], deployRoot);
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** Edits one file of the scratch copy; fails when the text to replace is no longer there. */
function patch(file: string, from: string, to: string) {
  if (!scratch) throw new Error('no scratch workspace');
  const path = join(scratch, file);
  const source = readFileSync(path, 'utf8');
  if (!source.includes(from)) throw new Error(`${file} no longer contains: ${from}`);
  writeFileSync(path, source.replace(from, to));
}

/** Outline styles of the UI kit's buttons inside the remote's outlet and outside it (the shell's). */
function buttonOutlines(page: Page) {
  return page.evaluate(() => {
    const outline = (element: Element) => getComputedStyle(element).outlineStyle;
    const all = [...document.querySelectorAll('button')];
    const inRemote = (element: Element) => element.closest('[data-remote-outlet]') !== null;
    return {
      shell: all.filter((element) => !inRemote(element)).map(outline),
      remote: all.filter(inRemote).map(outline),
    };
  });
}

test('a remote deployed alone runs its own build of a library; a contract the shell does not speak gets a panel', async ({
  browser,
  request,
}) => {
  // Two builds of one remote from a scratch copy (no Nx cache there): about a minute each.
  test.setTimeout(8 * 60_000);
  scratch = copyWorkspace();
  const { page, account } = await personWithPage(browser, request, 'Iara');
  const ministry = await createMinistryFor(request, account, `Louvor ${Date.now()}`);
  const repertoire = `/ministerios/${ministry.id}/musicas`;
  const heading = page.getByRole('heading', { level: 1, name: 'Repertório' });

  await test.step('before: shell and remote draw the kit the same way', async () => {
    await page.goto(repertoire);
    await expect(heading).toBeVisible();
    const outlines = await buttonOutlines(page);
    expect(outlines.shell.length).toBeGreaterThan(0);
    expect(outlines.remote.length).toBeGreaterThan(0);
    expect([...outlines.shell, ...outlines.remote]).not.toContain('dashed');
  });

  const ownKit = `${original}-own-kit.${Date.now()}`;
  await test.step('a UI kit change the shell was not built with, deployed with the remote', () => {
    patch(
      'libs/ui/src/components/button.tsx',
      '  font-weight: 600;\n  cursor: pointer;',
      '  font-weight: 600;\n  outline: 3px dashed rgb(255, 0, 255);\n  cursor: pointer;',
    );
    deploy(['repertoire', '--version', ownKit], deployRoot, scratch as string);
  });

  await test.step('after a reload each app shows its own build of the kit', async () => {
    await page.reload();
    await expect(heading).toBeVisible();
    await expect(page.getByTestId('remote-build')).toHaveText(`repertoire ${ownKit}`);
    const outlines = await buttonOutlines(page);
    expect(outlines.remote, "the remote's buttons come from its own copy").toContain('dashed');
    expect(outlines.shell, "the shell's keep the copy it was built with").not.toContain('dashed');
  });

  const nextContract = `${original}-contract-2.${Date.now()}`;
  await test.step('a remote built for RemoteProps contract 2, which this shell does not speak', () => {
    patch(
      'libs/federation/src/remote-props.ts',
      'export const remoteContractVersion = 1 as const;',
      'export const remoteContractVersion = 2 as const;',
    );
    deploy(['repertoire', '--version', nextContract], deployRoot, scratch as string);
  });

  await test.step('its outlet explains, and the shell around it keeps working', async () => {
    await page.reload();
    const panel = page.getByRole('alert');
    await expect(panel).toContainText('Esta área está sendo atualizada');
    await expect(panel).toContainText('Ela foi publicada para outra versão do Levita.');
    await expect(heading).toHaveCount(0);
    const menu = page.getByRole('navigation', { name: 'Menu do ministério' });
    await menu.getByRole('link', { name: 'Início do ministério' }).click();
    await expect(page).toHaveURL(new RegExp(`/ministerios/${ministry.id}$`));
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  await test.step('once the matching build is back, the same page works again', async () => {
    deploy(['repertoire', '--activate', original], deployRoot);
    await page.goto(repertoire);
    await expect(heading).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('remote-build')).toHaveText(`repertoire ${original}`);
  });
});
