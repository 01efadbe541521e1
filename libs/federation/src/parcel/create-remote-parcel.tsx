import { commonTexts } from '@levita/i18n/common-texts';
import type { ComponentType, ReactNode } from 'react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { pickRemoteProps, type RemoteProps } from '../remote-props';

export interface RemoteBuildInfo {
  name: string;
  version: string;
}

export type RemoteParcel = LifeCycles<RemoteProps> & {
  update: (props: RemoteProps) => Promise<unknown>;
};

function RemoteFrame({ build, children }: { build: RemoteBuildInfo; children: ReactNode }) {
  return (
    <div data-remote={build.name} data-remote-version={build.version}>
      {children}
      {/* Which build is on screen: support asks for it, and deploy tests look for it. */}
      <p
        data-testid="remote-build"
        style={{ margin: '32px 0 0', fontSize: '0.75rem', opacity: 0.6 }}
      >
        {build.name} {build.version}
      </p>
    </div>
  );
}

function RemoteCrash({ locale }: { locale: RemoteProps['locale'] }) {
  // Plain texts, not i18next: this module is on the landing page's first visit.
  return <p role="alert">{(commonTexts[locale] ?? commonTexts['pt-BR']).remote.crashTitle}</p>;
}

/**
 * Turns a remote's root component into single-spa parcel lifecycles (bootstrap, mount,
 * update, unmount). The component gets exactly the RemoteProps contract; `update` re-renders
 * it when the shell's locale, theme, user or ministry change.
 */
export function createRemoteParcel(
  build: RemoteBuildInfo,
  Root: ComponentType<RemoteProps>,
): RemoteParcel {
  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    rootComponent: (props: RemoteProps) => (
      <RemoteFrame build={build}>
        <Root {...pickRemoteProps(props)} />
      </RemoteFrame>
    ),
    errorBoundary: (_error: Error, _info: React.ErrorInfo, props: RemoteProps) => (
      <RemoteCrash locale={props.locale} />
    ),
  });
  return lifecycles as unknown as RemoteParcel;
}
