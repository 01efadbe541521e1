// Started by Playwright's webServer: deploys the production builds (dist/) into a fresh
// deploy root, then runs the API process that serves them, exactly as `npm start` does.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { startFakeDeezer } from './fake-deezer';
import { startMailCapture } from './mail-capture';
import { deploy, workspaceRoot } from './workspace';

const deployRoot = process.env['E2E_DEPLOY_ROOT'];
const port = process.env['E2E_PORT'];
if (!deployRoot || !port)
  throw new Error('E2E_DEPLOY_ROOT and E2E_PORT must be set (playwright.config.ts sets them)');

deploy(['--all', '--prebuilt'], deployRoot);
const smtpUrl = await startMailCapture(deployRoot);
const deezerUrl = await startFakeDeezer(`http://127.0.0.1:${port}`);

const server = spawn(process.execPath, [join(workspaceRoot, 'dist/apps/api/main.js')], {
  cwd: workspaceRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DEPLOY_ROOT: deployRoot,
    DATA_DIR: join(deployRoot, 'data'),
    LOG_LEVEL: 'warn',
    APP_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: smtpUrl,
    DEEZER_API_URL: deezerUrl,
    // Journeys sign in and out many times from one address within a minute.
    AUTH_RATE_LIMIT_PER_IP: '1000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
