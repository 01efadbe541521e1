import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import * as StyledComponents from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { type RemoteContainer, startFederation } from './federation-runtime';

const versions = { react: '19.3.1', 'react-dom': '19.3.1', 'styled-components': '6.6.0' };
const parcel = { mount: () => undefined };

function fakeContainer() {
  const container: RemoteContainer = {
    init: vi.fn(),
    get: vi.fn(async () => () => parcel),
  };
  return container;
}

type SharedEntry = { lib: () => unknown; loaded: boolean; shareConfig: object };

describe('startFederation', () => {
  it("initialises an entry with the shell's React, ReactDOM and styled-components, once", async () => {
    const container = fakeContainer();
    const importEntry = vi.fn(async () => container);
    const federation = startFederation({ versions, importEntry });
    federation.registerRemotes([
      { name: 'repertoire', entry: '/r/1/remoteEntry.js', type: 'module' },
    ]);

    await expect(federation.loadRemote('repertoire/parcel')).resolves.toBe(parcel);
    await federation.loadRemote('repertoire/parcel');
    expect(importEntry).toHaveBeenCalledOnce();
    expect(importEntry).toHaveBeenCalledWith('/r/1/remoteEntry.js');
    expect(container.init).toHaveBeenCalledOnce();
    expect(container.get).toHaveBeenCalledWith('./parcel');

    const [scope, initScope, options] = vi.mocked(container.init).mock.calls[0] ?? [];
    const shared = scope as Record<string, Record<string, SharedEntry>>;
    expect(Object.keys(shared).sort()).toEqual([
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'styled-components',
    ]);
    expect(shared['react']?.['19.3.1']?.lib()).toBe(React);
    expect(shared['react-dom/client']?.['19.3.1']?.lib()).toBe(ReactDOMClient);
    expect(shared['styled-components']?.['6.6.0']?.lib()).toBe(StyledComponents);
    expect(shared['react']?.['19.3.1']).toMatchObject({
      loaded: true,
      shareConfig: { singleton: true, requiredVersion: '19.3.1' },
    });
    expect(initScope).toEqual([]);
    expect(options).toMatchObject({ shareScopeKeys: 'default' });
    expect((options as { shareScopeMap: unknown }).shareScopeMap).toEqual({ default: shared });
  });

  it('fetches a new entry when the remote is registered again, and retries a failed one', async () => {
    const importEntry = vi
      .fn<(url: string) => Promise<RemoteContainer>>()
      .mockRejectedValueOnce(new Error('404'))
      .mockImplementation(async () => fakeContainer());
    const federation = startFederation({ versions, importEntry });
    federation.registerRemotes([{ name: 'reports', entry: '/a.js', type: 'module' }]);
    await expect(federation.loadRemote('reports/parcel')).rejects.toThrow('404');
    await expect(federation.loadRemote('reports/parcel')).resolves.toBe(parcel);
    federation.registerRemotes([{ name: 'reports', entry: '/b.js', type: 'module' }]);
    await federation.loadRemote('reports/parcel');
    expect(importEntry.mock.calls.map(([url]) => url)).toEqual(['/a.js', '/a.js', '/b.js']);
    await expect(federation.loadRemote('members/parcel')).rejects.toThrow(
      'Remote "members" is not registered',
    );
  });
});
