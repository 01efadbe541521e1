import { ministryLinks } from '@levita/contracts/paths';
import { mountStandalone } from '@levita/federation/standalone';
import { App } from './app/app';

void mountStandalone(App, {
  basePath: ministryLinks.schedules(1),
  // Only `vite serve` mocks the API: the dynamic import is dropped from builds.
  mockApi: import.meta.env.DEV ? () => import('@levita/testing/browser') : undefined,
});
