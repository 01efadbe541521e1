import { createRemoteLoader, type FederationRuntime } from '@levita/federation/loader';
import { startFederation } from './federation-runtime';

let started: ReturnType<typeof startFederation> | undefined;
const federation = () => (started ??= startFederation());

/** The runtime starts with the first remote: registering waits for it, loading waits for both. */
let registered: Promise<unknown> = Promise.resolve();
const runtime: FederationRuntime = {
  registerRemotes: (remotes, options) => {
    registered = registered.then(() => federation().registerRemotes(remotes, options));
  },
  loadRemote: async (id) => {
    await registered;
    return federation().loadRemote(id);
  },
};

/** One loader for the page: it reads /remotes.json once and re-reads it on retry. */
export const remoteLoader = createRemoteLoader({ runtime });
