import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  symlinkSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { makeTempDir, workspaceRoot } from './workspace';

/**
 * Links what `from` (a node_modules folder of this checkout) holds into `to`. Packages link
 * to this checkout's copies; npm's links to workspace packages are relative, so copied as
 * they are they point into the scratch workspace, whose own sources then get built.
 * Dot-folders (caches: .vite, .cache) are left out so the scratch run writes its own.
 */
function linkModules(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (entry.name.startsWith('@')) linkModules(source, target);
    else if (!entry.name.startsWith('.') || entry.name === '.bin') symlinkSync(source, target);
  }
}

/**
 * A copy of this workspace in a temporary folder, for a check that must change the source
 * (the generated-remote smoke): the files git tracks or would track, as they are on disk
 * (uncommitted work included, like every other step of `npm test`), with node_modules linked
 * instead of installed.
 */
export function copyWorkspace(): string {
  const copy = makeTempDir('levita-scratch-');
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: workspaceRoot, encoding: 'utf8' },
  );
  for (const file of listed.split('\0')) {
    const source = join(workspaceRoot, file);
    // The index still lists a file that is deleted on disk until the deletion is staged.
    if (!file || !existsSync(source)) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(source, join(copy, file));
  }
  const packageFolders = ['.', 'tools', 'e2e'].concat(
    ...['apps', 'libs'].map((group) =>
      readdirSync(join(copy, group)).map((name) => join(group, name)),
    ),
  );
  for (const folder of packageFolders) {
    const modules = join(workspaceRoot, folder, 'node_modules');
    if (existsSync(modules)) linkModules(modules, join(copy, folder, 'node_modules'));
  }
  return copy;
}
