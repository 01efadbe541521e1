import { createRemoteLoader, type FederationRuntime } from '@levita/federation/loader';
import { startFederation } from './federation-runtime';

// Started on first use, not on import: the shared versions come from the build's `define`,
// which the shell's component tests do not have, and its route tests mount remotes through it.
let started: FederationRuntime | undefined;
const federation = () => (started ??= startFederation());

/** One loader for the page: it reads /remotes.json once and re-reads it on retry. */
export const remoteLoader = createRemoteLoader({
  runtime: {
    registerRemotes: (remotes, options) => federation().registerRemotes(remotes, options),
    loadRemote: (id) => federation().loadRemote(id),
  },
});
