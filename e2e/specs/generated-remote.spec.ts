// Needs: git and this checkout's node_modules; nothing of the suite's server. The recipe of
// docs/architecture.md ("Adding a remote") run for real: in a scratch copy of the workspace
// (the generator edits contracts and the shell's texts), a new remote is generated, checked,
// built with the shell and the API, deployed, and served by an API process of its own.
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { startApi } from '../support/api-process';
import { createMinistryFor, personWithPage } from '../support/people';
import { copyWorkspace } from '../support/scratch-workspace';
import { deploy, findFreePort, makeTempDir, runIn } from '../support/workspace';

// What a person types: `npx nx g @levita/tools:remote smoke --section ensaios`, titles left
// to their defaults (the section and the name, capitalized).
const remote = { name: 'smoke', section: 'ensaios', title: 'Ensaios', version: '0.1.0' };

const port = String(findFreePort());
test.use({ baseURL: `http://127.0.0.1:${port}` });

let workspace: string | undefined;
let deployRoot: string | undefined;
let server: ChildProcess | undefined;

test.afterAll(() => {
  server?.kill();
  for (const folder of [workspace, deployRoot])
    if (folder) rmSync(folder, { recursive: true, force: true });
});

const ministryMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu do ministério' });

test('a remote made by the generator builds, deploys and is mounted by the shell', async ({
  browser,
  request,
}) => {
  // Builds three apps from scratch (no Nx cache in the copy): about two minutes on 2 cores.
  test.setTimeout(10 * 60_000);
  const scratch = copyWorkspace();
  workspace = scratch;
  const nx = (...args: string[]) => runIn(scratch, 'npx', ['nx', ...args, '--outputStyle=static']);

  await test.step('generate', () =>
    runIn(scratch, 'npx', [
      'nx',
      'g',
      '@levita/tools:remote',
      remote.name,
      '--section',
      remote.section,
      // The copy shares this checkout's node_modules: npm must not write there.
      '--skipInstall',
    ]));
  await test.step('its own typecheck, tests and lint', () =>
    nx('run-many', '-t', 'typecheck', 'test', 'lint', `--projects=${remote.name}`));
  await test.step('build it with the shell and the API', () =>
    nx('run-many', '-t', 'build', `--projects=api,shell,${remote.name}`));
  await test.step('deploy the shell and the remote', () => {
    deployRoot = makeTempDir('levita-generated-');
    deploy(['shell', remote.name, '--prebuilt'], deployRoot, scratch);
  });
  await test.step('serve', async () => {
    server = startApi({ workspace: scratch, port, deployRoot: deployRoot as string });
    await expect
      .poll(
        () =>
          request.get('/api/health').then(
            (answer) => answer.status(),
            () => 0,
          ),
        {
          timeout: 60_000,
        },
      )
      .toBe(200);
  });

  await test.step('the shell lists the section and mounts the remote in it', async () => {
    const { page, account } = await personWithPage(browser, request, 'Gil');
    const { id } = await createMinistryFor(request, account, 'Ministério do Gerador');
    await page.goto(`/ministerios/${id}`);
    await ministryMenu(page).getByRole('link', { name: remote.title }).click();

    await expect(page).toHaveURL(`/ministerios/${id}/${remote.section}`);
    await expect(page.getByRole('heading', { level: 1, name: remote.title })).toBeVisible();
    await expect(ministryMenu(page).locator('a[aria-current="page"]')).toHaveText(remote.title);
    await expect(page.getByTestId('remote-build')).toHaveText(`${remote.name} ${remote.version}`);
    // The deployed build is the one the manifest names.
    const manifest = (await (await request.get('/remotes.json')).json()) as Record<string, object>;
    expect(manifest[remote.name]).toMatchObject({
      version: remote.version,
      entry: `/remotes/${remote.name}/${remote.version}/remoteEntry.js`,
    });
  });
});
