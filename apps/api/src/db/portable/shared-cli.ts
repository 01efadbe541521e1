import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError } from '../../config';
import type { TableReport } from './database-target';
import { CopyRefusal } from './refusal';

/**
 * Runs a command of `npm run db:*`. A refusal (or a bad argument or setting) is one line and
 * exit code 1; anything else is unexpected and printed whole.
 */
export async function runCommand(command: () => Promise<void>) {
  try {
    await command();
  } catch (error) {
    const expected =
      error instanceof CopyRefusal ||
      error instanceof ConfigError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    console.error(expected ? (error as Error).message : error);
    process.exitCode = 1;
  }
}

export function parseCommandLine<T extends NonNullable<ParseArgsConfig['options']>>(
  usage: string,
  options: T,
) {
  try {
    return parseArgs({
      args: process.argv.slice(2),
      options,
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new CopyRefusal(`${(error as Error).message}\nUsage: ${usage}`);
  }
}

export function printReport(reports: readonly TableReport[]) {
  const width = Math.max(...reports.map((report) => report.name.length));
  for (const report of reports)
    console.log(
      `  ${report.name.padEnd(width)}  ${String(report.rows).padStart(7)} rows  sha256 ${report.checksum.slice(0, 16)}`,
    );
}

/** Why to restart: each API process caches answers under the ministries' versions. */
export const restartAdvice =
  "Restart every API process now: each keeps answers in memory under the ministries' " +
  'songs_version and data_version, and the restored data may carry versions they have seen ' +
  'with other data (docs/operations.md, "Backups").';
