import { createInstance } from '@module-federation/runtime';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import * as StyledComponents from 'styled-components';

export type SharedVersions = Record<'react' | 'react-dom' | 'styled-components', string>;

/** A module the shell already has, offered to the remotes as the one copy in the page. */
function provide(version: string, lib: unknown) {
  return { version, lib: () => lib, shareConfig: { singleton: true, requiredVersion: version } };
}

/**
 * The Module Federation runtime, started when the first remote is mounted rather than with
 * the page (the shell is a plain Vite app: login and the dashboard never download the
 * runtime), with the shell's own React, ReactDOM and styled-components as the page's single
 * copies. The remotes ask for these five keys (their builds share the packages and the
 * subpaths they import). Versions: the root package.json pins (shared-dependencies.ts).
 */
export function startFederation(versions: SharedVersions = import.meta.env.LEVITA_SHARED_VERSIONS) {
  return createInstance({
    name: 'shell',
    remotes: [],
    shared: {
      react: provide(versions.react, React),
      'react/jsx-runtime': provide(versions.react, JsxRuntime),
      'react-dom': provide(versions['react-dom'], ReactDOM),
      'react-dom/client': provide(versions['react-dom'], ReactDOMClient),
      'styled-components': provide(versions['styled-components'], StyledComponents),
    },
  });
}
