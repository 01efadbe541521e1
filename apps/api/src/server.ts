import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { StartupError } from './db/reach-database';
import { demoAnnouncement, seedDemo } from './demo/seed-demo';

declare const __LEVITA_VERSION__: string | undefined;

async function main() {
  let config;
  let app;
  try {
    config = loadConfig();
    const version = typeof __LEVITA_VERSION__ === 'string' ? __LEVITA_VERSION__ : 'dev';
    app = await buildApp({ config, version, logger: { level: config.logLevel } });
  } catch (error) {
    // What the operator must fix, in one line; anything else is a bug and keeps its stack.
    if (error instanceof ConfigError || error instanceof StartupError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // close() stops accepting connections, lets in-flight requests and queued mail finish,
  // then closes the database (onClose hooks), so a deploy never cuts a write in half.
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    forceExit.unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  // Before listening: nobody signs in to a half-seeded demo.
  if (config.demo) console.log(demoAnnouncement(await seedDemo(app.repos, config), config.appUrl));
  await app.listen({ port: config.port, host: config.host });
}

void main();
