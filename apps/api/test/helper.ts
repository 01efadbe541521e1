import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

const openApps: FastifyInstance[] = [];

afterEach(async () => {
  await Promise.all(openApps.splice(0).map((app) => app.close()));
});

/** A deploy root on disk with a shell build and whatever files a test adds. */
export async function makeDeployRoot(files: Record<string, string> = {}): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'levita-api-'));
  const all = { 'shell/index.html': '<!doctype html><title>Levita</title>', ...files };
  for (const [path, content] of Object.entries(all)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return root;
}

/** The app as production builds it, on a temporary deploy root, without a listening port. */
export async function buildTestApp(deployRoot?: string): Promise<FastifyInstance> {
  const root = deployRoot ?? (await makeDeployRoot());
  const config = loadConfig({ DEPLOY_ROOT: root, DATA_DIR: join(root, 'data') });
  const app = await buildApp({ config, version: '9.9.9' });
  openApps.push(app);
  return app;
}
