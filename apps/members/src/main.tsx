import { remoteBasePath, remoteOwnedPaths } from '@levita/contracts/paths';
import { mountStandalone } from '@levita/federation/standalone';
import { App } from './app/app';

// As the shell mounts it: at the ministry, owning its three sections there (the harness opens
// the first), not the ministry's home.
const basePath = remoteBasePath('members', 1, 'membros');

void mountStandalone(App, {
  basePath,
  ownedPaths: remoteOwnedPaths('members', basePath),
  // Only `vite serve` mocks the API: the dynamic import is dropped from builds.
  mockApi: import.meta.env.DEV ? () => import('@levita/testing/browser') : undefined,
});
