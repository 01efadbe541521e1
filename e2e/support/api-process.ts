import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { E2E_TIME_ZONE } from './time-zone';

export interface ApiProcessOptions {
  /** The workspace whose API build (dist/apps/api) runs. */
  workspace: string;
  port: string;
  deployRoot: string;
  /** More settings on top of the ones every e2e server has. */
  env?: Record<string, string>;
}

/**
 * The API build serving a deploy root, as `npm start` runs it, with its data (SQLite, JWT
 * key) inside the deploy root so every run starts empty.
 */
export function startApi({
  workspace,
  port,
  deployRoot,
  env = {},
}: ApiProcessOptions): ChildProcess {
  return spawn(process.execPath, [join(workspace, 'dist/apps/api/main.js')], {
    cwd: workspace,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      TIME_ZONE: E2E_TIME_ZONE,
      DEPLOY_ROOT: deployRoot,
      DATA_DIR: join(deployRoot, 'data'),
      LOG_LEVEL: 'warn',
      APP_URL: `http://127.0.0.1:${port}`,
      // Journeys sign in and out many times from one address within a minute.
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      JOIN_RATE_LIMIT_PER_USER: '1000',
      JOIN_RATE_LIMIT_PER_IP: '1000',
      ...env,
    },
  });
}
