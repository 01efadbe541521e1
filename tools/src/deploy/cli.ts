import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { remoteNames, remoteNameSchema } from '@levita/contracts';
import {
  activateRemoteVersion,
  deployRelease,
  deployRemote,
  deployShell,
  listDeployed,
} from './deploy';
import { workspaceRoot } from './workspace';

const usage = `Deploy web builds into the deploy root served by the API.

  npm run deploy -- <app...> [--version V] [--prebuilt] [--deploy-root DIR]
  npm run deploy -- --all [--prebuilt] [--deploy-root DIR]     platform release: every app, switched at once
  npm run deploy -- <remote> --activate <version>     rollback: serve an already deployed version
  npm run deploy -- --list                            what remotes.json points at

apps: shell, ${remoteNames.join(', ')}
--version     build a remote as this version (default: its package.json version)
--prebuilt    reuse dist/apps/<app> when that build exists
--deploy-root default: $DEPLOY_ROOT or ./deploy`;

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      all: { type: 'boolean', default: false },
      version: { type: 'string' },
      activate: { type: 'string' },
      prebuilt: { type: 'boolean', default: false },
      list: { type: 'boolean', default: false },
      'deploy-root': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const deployRoot = resolve(
    values['deploy-root'] ?? process.env['DEPLOY_ROOT'] ?? resolve(workspaceRoot, 'deploy'),
  );
  const log = (line: string) => console.log(`[deploy] ${line}`);

  if (values.help || (!values.all && !values.list && positionals.length === 0)) {
    console.log(usage);
    return;
  }
  if (values.list) {
    console.log(JSON.stringify(await listDeployed(deployRoot), null, 2));
    return;
  }

  const apps = values.all ? ['shell', ...remoteNames] : positionals;
  if (values.activate !== undefined) {
    if (apps.length !== 1) throw new Error('--activate takes exactly one remote');
    await activateRemoteVersion(remoteNameSchema.parse(apps[0]), values.activate, {
      deployRoot,
      log,
    });
    return;
  }
  if (values.all) {
    await deployRelease(remoteNames, { deployRoot, prebuilt: values.prebuilt, log });
    return;
  }
  for (const app of apps) {
    if (app === 'shell') await deployShell({ deployRoot, prebuilt: values.prebuilt, log });
    else
      await deployRemote(remoteNameSchema.parse(app), {
        deployRoot,
        prebuilt: values.prebuilt,
        version: values.version,
        log,
      });
  }
}

main().catch((error: unknown) => {
  console.error(`[deploy] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
