import type { FederationRuntime } from '@levita/federation/loader';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import * as StyledComponents from 'styled-components';

export type SharedVersions = Record<'react' | 'react-dom' | 'styled-components', string>;

/** What a Module Federation remote entry exports (the container protocol). */
export interface RemoteContainer {
  init: (shareScope: ShareScope, initScope: unknown[], options: object) => unknown;
  get: (expose: string) => Promise<() => unknown>;
}

type ShareScope = Record<string, Record<string, ReturnType<typeof provide>>>;

/** A module the shell already has, offered to the remotes as the one copy in the page. */
function provide(version: string, lib: unknown) {
  const factory = () => lib;
  return {
    version,
    lib: factory,
    get: () => Promise.resolve(factory),
    loaded: true,
    from: 'shell',
    useIn: ['shell'],
    scope: ['default'],
    strategy: 'version-first',
    deps: [] as string[],
    shareConfig: { singleton: true, requiredVersion: version, eager: false, strictVersion: false },
  };
}

export interface FederationOptions {
  versions?: SharedVersions;
  /** How an entry is fetched (tests pass a fake). */
  importEntry?: (url: string) => Promise<RemoteContainer>;
}

/**
 * The shell's side of Module Federation, without the federation runtime: each remote entry
 * brings a runtime of its own (18.7 KiB gzipped), which a second copy in the shell only
 * duplicated on every remote page. The shell speaks the container protocol the runtime itself
 * uses (`createRemoteEntryInitOptions` and `Module.init` in @module-federation/runtime-core):
 * `init(shareScope, initScope, { version, shareScopeKeys, shareScopeMap })`, then
 * `get('./parcel')`. The share scope holds the shell's own React, ReactDOM (with the subpaths
 * the remotes import) and styled-components, already loaded, so every remote takes them
 * instead of its fallback copies. Versions: the root package.json pins (shared-dependencies.ts).
 * e2e/specs/shared-singletons.spec.ts proves one react-dom and one styled-components.
 */
export function startFederation({
  versions = import.meta.env.LEVITA_SHARED_VERSIONS,
  importEntry = (url) => import(/* @vite-ignore */ url) as Promise<RemoteContainer>,
}: FederationOptions = {}): FederationRuntime {
  const shareScope: ShareScope = {
    react: { [versions.react]: provide(versions.react, React) },
    'react/jsx-runtime': { [versions.react]: provide(versions.react, JsxRuntime) },
    'react-dom': { [versions['react-dom']]: provide(versions['react-dom'], ReactDOM) },
    'react-dom/client': { [versions['react-dom']]: provide(versions['react-dom'], ReactDOMClient) },
    'styled-components': {
      [versions['styled-components']]: provide(versions['styled-components'], StyledComponents),
    },
  };
  const entries = new Map<string, string>();
  const containers = new Map<string, Promise<RemoteContainer>>();

  function container(entry: string): Promise<RemoteContainer> {
    let loading = containers.get(entry);
    if (!loading) {
      loading = (async () => {
        const loaded = await importEntry(entry);
        const options = { version: '', shareScopeKeys: 'default' };
        Object.defineProperty(options, 'shareScopeMap', {
          value: { default: shareScope },
          enumerable: false,
        });
        await loaded.init(shareScope, [], options);
        return loaded;
      })();
      // A failed entry is asked for again next time (the loader retries under a new URL).
      loading.catch(() => containers.delete(entry));
      containers.set(entry, loading);
    }
    return loading;
  }

  return {
    registerRemotes: (remotes) => {
      for (const remote of remotes) entries.set(remote.name, remote.entry);
    },
    loadRemote: async <T>(id: string) => {
      const [name = '', ...path] = id.split('/');
      const entry = entries.get(name);
      if (!entry) throw new Error(`Remote "${name}" is not registered`);
      const factory = await (await container(entry)).get(`./${path.join('/')}`);
      return factory() as T;
    },
  };
}
