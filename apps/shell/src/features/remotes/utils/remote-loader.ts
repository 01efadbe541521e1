import { createRemoteLoader } from '@levita/federation/loader';
import { loadRemote, registerRemotes } from '@module-federation/runtime';

/** One loader for the page: it reads /remotes.json once and re-reads it on retry. */
export const remoteLoader = createRemoteLoader({ runtime: { registerRemotes, loadRemote } });
