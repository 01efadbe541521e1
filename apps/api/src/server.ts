import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

declare const __LEVITA_VERSION__: string | undefined;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const version = typeof __LEVITA_VERSION__ === 'string' ? __LEVITA_VERSION__ : 'dev';
  const app = await buildApp({ config, version, logger: { level: config.logLevel } });

  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

void main();
