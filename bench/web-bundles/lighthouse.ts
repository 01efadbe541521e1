import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../../e2e/support/chromium';

/** A page Lighthouse scores, with the performance score it must reach. */
export interface LighthousePage {
  name: string;
  path: string;
  minPerformance: number;
}

export const lighthousePages: readonly LighthousePage[] = [
  { name: 'landing', path: '/', minPerformance: 95 },
  { name: 'privacy policy', path: '/politica-de-privacidade', minPerformance: 95 },
  { name: 'terms of service', path: '/termos-de-servico', minPerformance: 95 },
  { name: 'login', path: '/login', minPerformance: 90 },
];

/** Accessibility stays at 100 on every page scored. */
export const minAccessibility = 100;

export interface LighthouseScores {
  page: LighthousePage;
  /** Performance of each run, in run order. */
  performance: number[];
  accessibility: number;
  /** First and largest contentful paint of the median run, in ms. */
  fcpMs: number;
  lcpMs: number;
}

// Not menu-timing's median, which averages the two middle figures of an even count: this one
// must be one of the runs, whose paints the table then shows.
const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/**
 * Lighthouse's own defaults (a mid-range phone: 4x slower CPU, a slow 4G network, simulated),
 * Debian's Chromium with the flags every browser of this project gets. Each page is scored
 * `runs` times in a fresh browser and the median run counts: single runs wander by a few
 * points. A run that Lighthouse itself reports as broken (NO_NAVSTART, seen now and then) is
 * run again.
 */
export async function scorePages(base: string, runs = 3): Promise<LighthouseScores[]> {
  const results: LighthouseScores[] = [];
  for (const page of lighthousePages) {
    const performance: number[] = [];
    const paints: { fcp: number; lcp: number }[] = [];
    let accessibility = 0;
    for (let attempt = 0; performance.length < runs; attempt += 1) {
      if (attempt >= runs * 2) throw new Error(`Lighthouse kept failing on ${page.path}`);
      const chrome = await chromeLauncher.launch({
        chromePath: chromiumLaunchOptions.executablePath,
        chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
      });
      try {
        const result = await lighthouse(`${base}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) continue;
        performance.push(Math.round((lhr.categories['performance']?.score ?? 0) * 100));
        accessibility = Math.round((lhr.categories['accessibility']?.score ?? 0) * 100);
        paints.push({
          fcp: lhr.audits['first-contentful-paint']?.numericValue ?? 0,
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
        });
      } finally {
        chrome.kill();
      }
    }
    const middle = performance.indexOf(median(performance));
    results.push({
      page,
      performance,
      accessibility,
      fcpMs: paints[middle]?.fcp ?? 0,
      lcpMs: paints[middle]?.lcp ?? 0,
    });
  }
  return results;
}

/** Prints the table; gives the scores missed, in words. */
export function reportScores(scores: readonly LighthouseScores[], say: (line?: string) => void) {
  const missed: string[] = [];
  say("Lighthouse, mobile (median of each page's runs):");
  say();
  say('| page | path | performance | runs | FCP ms | LCP ms | accessibility |');
  say('| --- | --- | ---: | --- | ---: | ---: | ---: |');
  for (const { page, performance, accessibility, fcpMs, lcpMs } of scores) {
    const score = median(performance);
    if (score < page.minPerformance)
      missed.push(`${page.name}: Lighthouse performance ${score} < ${page.minPerformance}`);
    if (accessibility < minAccessibility)
      missed.push(`${page.name}: Lighthouse accessibility ${accessibility} < ${minAccessibility}`);
    say(
      `| ${page.name} | ${page.path} | ${score} (goal ≥ ${page.minPerformance}) | ${performance.join(', ')} | ${fcpMs.toFixed(0)} | ${lcpMs.toFixed(0)} | ${accessibility} |`,
    );
  }
  return missed;
}
