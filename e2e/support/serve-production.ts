// Started by Playwright's webServer: deploys the production builds (dist/) into a fresh
// deploy root, then runs the API process that serves them, exactly as `npm start` does.
import { startApi } from './api-process';
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

const server = startApi({
  workspace: workspaceRoot,
  port,
  deployRoot,
  env: { SMTP_URL: smtpUrl, DEEZER_API_URL: deezerUrl },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
