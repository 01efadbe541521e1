import { type RemoteManifest, type RemoteName, remoteManifestSchema } from '@levita/contracts';
import type { RemoteParcel } from '../parcel/create-remote-parcel';
import { remoteContractVersion } from '../remote-props';

/** What the loader needs of Module Federation; the shell passes its container host (apps/shell, federation-runtime.ts). */
export interface FederationRuntime {
  registerRemotes: (
    remotes: { name: string; entry: string; type: 'module' }[],
    options?: { force?: boolean },
  ) => void;
  loadRemote: <T>(id: string) => Promise<T | null | undefined>;
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    /** `contract`: the remote was built for a RemoteProps version this shell does not speak. */
    readonly reason: 'manifest' | 'not_deployed' | 'entry' | 'contract',
    options?: { cause?: unknown },
  ) {
    super(`Remote "${remote}" could not be loaded (${reason})`, options);
    this.name = 'RemoteLoadError';
  }
}

export interface RemoteLoader {
  /** Loads the remote's parcel; `retry` re-reads the manifest and re-fetches the entry. */
  loadParcel: (name: RemoteName, options?: { retry?: boolean }) => Promise<RemoteParcel>;
}

export interface RemoteLoaderOptions {
  runtime: FederationRuntime;
  manifestUrl?: string;
  fetch?: typeof fetch;
}

/**
 * Reads /remotes.json at run time and registers each remote with the Module Federation
 * runtime, so a remote deployed after the shell was built is picked up on the next page load.
 */
export function createRemoteLoader({
  runtime,
  manifestUrl = '/remotes.json',
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
}: RemoteLoaderOptions): RemoteLoader {
  let manifest: Promise<RemoteManifest> | null = null;
  const registeredEntries = new Map<string, string>();
  let attempts = 0;

  function readManifest(fresh: boolean): Promise<RemoteManifest> {
    if (!manifest || fresh) {
      manifest = fetchImpl(manifestUrl, { cache: 'no-store' })
        .then(async (response) => {
          if (!response.ok) throw new Error(`GET ${manifestUrl} answered ${response.status}`);
          return remoteManifestSchema.parse(await response.json());
        })
        .catch((error: unknown) => {
          manifest = null; // the next attempt asks again instead of reusing a failure
          throw error;
        });
    }
    return manifest;
  }

  async function loadParcel(name: RemoteName, { retry = false } = {}): Promise<RemoteParcel> {
    let current: RemoteManifest;
    try {
      current = await readManifest(retry);
    } catch (cause) {
      throw new RemoteLoadError(name, 'manifest', { cause });
    }
    const deployed = current[name];
    if (!deployed) throw new RemoteLoadError(name, 'not_deployed');

    const known = registeredEntries.get(name);
    if (retry || known === undefined || !known.startsWith(deployed.entry)) {
      // Browsers remember a failed import() of a URL for the life of the page, so a retry asks
      // for the same entry under a new URL, which gets a container of its own.
      const entry = retry ? `${deployed.entry}?attempt=${++attempts}` : deployed.entry;
      runtime.registerRemotes([{ name, entry, type: 'module' }], { force: known !== undefined });
      registeredEntries.set(name, entry);
    }

    let parcel: RemoteParcel | null | undefined;
    try {
      parcel = await runtime.loadRemote<RemoteParcel>(`${name}/parcel`);
    } catch (cause) {
      throw new RemoteLoadError(name, 'entry', { cause });
    }
    if (!parcel || typeof parcel.mount !== 'function') throw new RemoteLoadError(name, 'entry');
    // Mounting a remote that expects other props would crash it, or worse, half work.
    if ((parcel.contractVersion ?? 1) !== remoteContractVersion) {
      throw new RemoteLoadError(name, 'contract');
    }
    return parcel;
  }

  return { loadParcel };
}
