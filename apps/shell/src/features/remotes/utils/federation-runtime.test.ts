import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import * as StyledComponents from 'styled-components';
import { describe, expect, it } from 'vitest';
import { startFederation } from './federation-runtime';

const versions = { react: '19.3.1', 'react-dom': '19.3.1', 'styled-components': '6.6.0' };

describe('startFederation', () => {
  it("offers the shell's own React, ReactDOM and styled-components as the page's singletons", async () => {
    const federation = startFederation(versions);
    for (const [key, module] of [
      ['react', React],
      ['react-dom/client', ReactDOMClient],
      ['styled-components', StyledComponents],
    ] as const) {
      const factory = await federation.loadShare(key);
      expect(factory && factory()).toBe(module);
    }
    const scope = federation.shareScopeMap['default'] ?? {};
    expect(Object.keys(scope).sort()).toEqual([
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'styled-components',
    ]);
    expect(scope['react']?.['19.3.1']?.shareConfig).toMatchObject({
      singleton: true,
      requiredVersion: '19.3.1',
    });
  });
});
