// What CI keeps of a red e2e run is the end of its output: the summary names the failed
// tests and the first lines of their errors, read from Playwright's JSON report.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters as stripColours } from 'node:util';
import { root } from './run.mjs';

export const e2eReportFile = join(root, 'e2e', 'reports', 'results.json');

function* failedTests(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const failure = (test.results ?? []).find((result) =>
        ['failed', 'timedOut', 'interrupted'].includes(result.status),
      );
      if (failure && test.status !== 'expected' && test.status !== 'flaky') {
        yield { title: [...path, spec.title].join(' › '), error: failure.error?.message ?? '' };
      }
    }
  }
  for (const child of suite.suites ?? []) yield* failedTests(child, path);
}

/** The failed tests of the last e2e run, a few lines each; none when there is no report. */
export function describeE2eFailures(file = e2eReportFile, linesPerError = 6) {
  if (!existsSync(file)) return ['(no e2e report: the run stopped before Playwright wrote one)'];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const lines = [];
  for (const suite of report.suites ?? []) {
    for (const { title, error } of failedTests(suite)) {
      lines.push(`  ✘ ${title}`);
      const message = stripColours(error)
        .split('\n')
        .filter((line) => line.trim() !== '');
      for (const line of message.slice(0, linesPerError)) lines.push(`      ${line}`);
    }
  }
  for (const error of report.errors ?? []) {
    lines.push(`  ✘ ${stripColours(error.message ?? '').split('\n')[0]}`);
  }
  return lines.length > 0 ? lines : ['(the e2e report lists no failed test)'];
}
