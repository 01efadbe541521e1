import { createRemoteLoader } from '@levita/federation/loader';
import { loadRemote, registerRemotes } from '@module-federation/runtime';

/**
 * One loader for the page: it reads /remotes.json once and re-reads it on retry. Imported
 * from the loader's own entry so the landing page's first visit can use it without the rest
 * of @levita/federation.
 */
export const remoteLoader = createRemoteLoader({ runtime: { registerRemotes, loadRemote } });
