import { resolve } from 'node:path';
import { z } from 'zod';

const portSchema = z.coerce.number().int().min(0).max(65535);

const envSchema = z.object({
  PORT: portSchema.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Where deployed web builds live: shell/, remotes.json and remotes/<name>/<version>/. */
  DEPLOY_ROOT: z.string().min(1).default('./deploy'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  deployRoot: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once at start-up; a bad value stops the server with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const { PORT, HOST, DATA_DIR, DEPLOY_ROOT, LOG_LEVEL } = parsed.data;
  return {
    port: PORT,
    host: HOST,
    dataDir: resolve(DATA_DIR),
    deployRoot: resolve(DEPLOY_ROOT),
    logLevel: LOG_LEVEL,
  };
}
