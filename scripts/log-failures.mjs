// What CI keeps of a red run is the end of its output, and a background job's log is printed
// long before it: the summary repeats the lines of the log that say what failed.
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters as stripColours } from 'node:util';

// vitest's failed files and tests, tsc's and eslint's errors, the tasks nx lists as failed.
const failureLine = [
  /^\s*FAIL\s/,
  /^\s*×\s/,
  /error TS\d+:/,
  /^\s+\d+:\d+\s+error\s/,
  /^\s*- [\w@/-]+:[\w-]+$/,
];

/** The lines of the logs that name a failure, at most `limit` of them. */
export function failureLines(logFiles, limit = 40) {
  const lines = logFiles
    .flatMap((file) => stripColours(readFileSync(file, 'utf8')).split('\n'))
    .filter((line) => failureLine.some((pattern) => pattern.test(line)))
    .map((line) => `  ${line.trim()}`);
  const unique = [...new Set(lines)];
  return unique.length > limit
    ? [...unique.slice(0, limit), `  (${unique.length - limit} more in the log above)`]
    : unique;
}
