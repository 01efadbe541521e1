import { createRemoteLoader, type FederationRuntime } from '@levita/federation/loader';
import { startFederation } from './federation-runtime';

let started: FederationRuntime | undefined;
const federation = () => (started ??= startFederation());

/** One loader for the page: it reads /remotes.json once and re-reads it on retry. */
export const remoteLoader = createRemoteLoader({
  runtime: {
    registerRemotes: (remotes, options) => federation().registerRemotes(remotes, options),
    loadRemote: (id) => federation().loadRemote(id),
  },
});
