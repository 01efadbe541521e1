/**
 * Where a server's CPU went, from the .cpuprofile files BENCH_CPU_PROF=<dir> leaves:
 * self time by function and by package (tsx bench/api-songs/profile-summary.ts <file|dir>).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const say = (line = '') => process.stdout.write(`${line}\n`);

function files(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => join(path, name));
}

/** node_modules/<package> (scoped too), "app" for the bundle, else node's own or V8's. */
function packageOf(url: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1]!;
  if (url.includes('dist/apps/api/')) return 'app (dist/apps/api)';
  if (url.startsWith('node:')) return 'node core';
  return url ? url : '(V8: gc, idle, native)';
}

function top(totals: Map<string, number>, all: number, count: number) {
  for (const [name, micros] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, count))
    say(`${((100 * micros) / all).toFixed(1).padStart(6)} %  ${name}`);
}

function summarise(file: string) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) =>
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
  );

  let all = 0;
  let idle = 0;
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const [id, micros] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    all += micros;
    if (functionName === '(idle)') idle += micros;
    const where = url ? `${url.replace(/^.*node_modules\//, '')}:${lineNumber + 1}` : '';
    const name = `${functionName || '(anonymous)'} ${where}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    const pkg = packageOf(url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
  }
  say(`${file}: ${(all / 1e6).toFixed(1)} s sampled, ${((100 * idle) / all).toFixed(1)} % idle`);
  say('\nself time by package:');
  top(byPackage, all, 15);
  say('\nself time by function:');
  top(byFunction, all, 30);
  say();
}

const target = process.argv[2];
if (!target) {
  console.error('usage: tsx bench/api-songs/profile-summary.ts <file.cpuprofile | folder>');
  process.exit(2);
}
for (const file of files(target)) summarise(file);
