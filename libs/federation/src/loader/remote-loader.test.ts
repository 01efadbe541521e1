import { describe, expect, it, vi } from 'vitest';
import { remoteContractVersion } from '../remote-props';
import { createRemoteLoader, type FederationRuntime, RemoteLoadError } from './remote-loader';

const parcel = {
  bootstrap: async () => undefined,
  mount: async () => undefined,
  unmount: async () => undefined,
  update: async () => undefined,
};

function manifestResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(manifests: Array<Response | Error>, loadResults: unknown[] = [parcel]) {
  const fetch = vi.fn(async () => {
    const next = manifests.shift();
    if (!next) throw new Error('no more manifests');
    if (next instanceof Error) throw next;
    return next;
  });
  const runtime: FederationRuntime = {
    registerRemotes: vi.fn(),
    loadRemote: vi.fn(async () => {
      const next = loadResults.shift();
      if (next instanceof Error) throw next;
      return next as never;
    }),
  };
  return { fetch, runtime, loader: createRemoteLoader({ runtime, fetch }) };
}

const v1 = { repertoire: { version: '1.0.0', entry: '/remotes/repertoire/1.0.0/remoteEntry.js' } };
const v2 = { repertoire: { version: '2.0.0', entry: '/remotes/repertoire/2.0.0/remoteEntry.js' } };

describe('createRemoteLoader', () => {
  it('registers the entry named by /remotes.json and loads the parcel', async () => {
    const { loader, runtime, fetch } = setup([manifestResponse(v1)]);
    await expect(loader.loadParcel('repertoire')).resolves.toBe(parcel);
    expect(fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'repertoire', entry: v1.repertoire.entry, type: 'module' }],
      { force: false },
    );
    expect(runtime.loadRemote).toHaveBeenCalledWith('repertoire/parcel');
  });

  it('reads the manifest once per page, and again on retry', async () => {
    const { loader, runtime, fetch } = setup(
      [manifestResponse(v1), manifestResponse(v2)],
      [parcel, parcel, parcel],
    );
    await loader.loadParcel('repertoire');
    await loader.loadParcel('repertoire');
    expect(fetch).toHaveBeenCalledTimes(1);
    await loader.loadParcel('repertoire', { retry: true });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'repertoire', entry: `${v2.repertoire.entry}?attempt=1`, type: 'module' }],
      { force: true },
    );
  });

  it('reports a remote missing from the manifest', async () => {
    const { loader } = setup([manifestResponse({})]);
    await expect(loader.loadParcel('reports')).rejects.toMatchObject({ reason: 'not_deployed' });
  });

  it('reports an entry that fails to load, and succeeds on retry once it is back', async () => {
    const { loader } = setup(
      [manifestResponse(v1), manifestResponse(v1)],
      [new Error('404'), parcel],
    );
    const failure = await loader.loadParcel('repertoire').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RemoteLoadError);
    expect(failure).toMatchObject({ reason: 'entry' });
    await expect(loader.loadParcel('repertoire', { retry: true })).resolves.toBe(parcel);
  });

  it('does not keep a failed manifest request', async () => {
    const { loader } = setup([new Error('offline'), manifestResponse(v1)]);
    await expect(loader.loadParcel('repertoire')).rejects.toMatchObject({ reason: 'manifest' });
    await expect(loader.loadParcel('repertoire')).resolves.toBe(parcel);
  });

  it('treats an invalid manifest as a failure', async () => {
    const { loader } = setup([
      manifestResponse({ repertoire: { version: '../x', entry: '/x.js' } }),
    ]);
    await expect(loader.loadParcel('repertoire')).rejects.toMatchObject({ reason: 'manifest' });
  });

  it('refuses a remote built for another RemoteProps contract, and takes one of its own', async () => {
    const { loader } = setup(
      [manifestResponse(v1), manifestResponse(v1), manifestResponse(v1)],
      [
        { ...parcel, contractVersion: remoteContractVersion + 1 },
        { ...parcel, contractVersion: remoteContractVersion },
        // Built before remotes said which contract they speak: version 1.
        parcel,
      ],
    );
    await expect(loader.loadParcel('repertoire')).rejects.toMatchObject({ reason: 'contract' });
    await expect(loader.loadParcel('repertoire', { retry: true })).resolves.toMatchObject({
      contractVersion: remoteContractVersion,
    });
    expect(remoteContractVersion).toBe(1);
    await expect(loader.loadParcel('repertoire', { retry: true })).resolves.toBe(parcel);
  });
});
