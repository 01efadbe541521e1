// What `npm run bench:charts` measures (run.ts bundles this file first, as the remotes'
// builds bundle the chart library): how long a 120-line chart takes to read, transpose and
// draw, the work a song page repeats at every key change. Prints the figures and checks the
// goal (median under 5 ms per render on this machine) unless BENCH_GOALS=0.
import { performance } from 'node:perf_hooks';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseChordPro, toChordPro, transposeChart, writtenKey } from '@levita/charts';
import { ChordChart } from '@levita/charts/react';

const GOAL_MS = 5;
const say = (line: string) => process.stdout.write(`${line}\n`);
const runs = Number(process.env['BENCH_RUNS'] ?? 400);
const checkGoals = process.env['BENCH_GOALS'] !== '0';

/** A chart of 120 lines in the shape Cifra Club shows, written for this benchmark. */
function pastedChart(): string {
  const stanza = [
    'G          D/F#          Em7',
    'Vem, ó povo, louvar ao Rei dos reis',
    'C7M            Am7(11)    D4  D',
    'Com alegria no coração cantarei',
    'Bm7(5-)    E7(9-)   Am7   D7/9',
    'Pela manhã, pela tarde, a toda hora',
  ];
  const lines = ['Tom: G', ''];
  for (let part = 1; lines.length < 120; part++) {
    lines.push(part % 3 === 0 ? '[Refrão]' : `[Parte ${part}]`, ...stanza, '');
  }
  return lines.slice(0, 120).join('\n');
}

const texts = {
  sectionKind: { verse: null, chorus: 'Refrão', bridge: 'Ponte', tab: 'Tablatura', grid: null },
  repeatChorus: 'Refrão',
};

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] as number;
}

const chordPro = toChordPro(pastedChart()).chordPro;
const from = writtenKey(parseChordPro(chordPro), 'G');
const times: number[] = [];
let markup = 0;
for (let run = 0; run < runs + 50; run++) {
  const started = performance.now();
  const chart = parseChordPro(chordPro);
  const moved = transposeChart(chart, run % 12, from);
  markup += renderToStaticMarkup(createElement(ChordChart, { chart: moved, texts })).length;
  const elapsed = performance.now() - started;
  // The first runs warm the JIT up, as a page that has rendered once is.
  if (run >= 50) times.push(elapsed);
}
times.sort((a, b) => a - b);
const convertStarted = performance.now();
for (let run = 0; run < 50; run++) toChordPro(pastedChart());
const convertMs = (performance.now() - convertStarted) / 50;

say(`chart: ${chordPro.split('\n').length} ChordPro lines from 120 pasted lines`);
say(`read + transpose + draw (server markup), ${runs} runs:`);
say(
  `  median ${percentile(times, 0.5).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms, max ${(times.at(-1) ?? 0).toFixed(2)} ms`,
);
say(`convert 120 pasted lines to ChordPro: ${convertMs.toFixed(2)} ms`);
say(`(${(markup / (runs + 50) / 1024).toFixed(0)} KiB of markup per render)`);
const median = percentile(times, 0.5);
if (checkGoals && median > GOAL_MS) {
  say(`goal missed: median ${median.toFixed(2)} ms > ${GOAL_MS} ms`);
  process.exit(1);
}
say(`goal: median under ${GOAL_MS} ms per render: ${median <= GOAL_MS ? 'met' : 'not checked'}`);
