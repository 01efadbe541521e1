import { remoteCrashTitle } from '@levita/i18n/remote-crash-title';
import type { ComponentType } from 'react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { pickRemoteProps, remoteContractVersion, type RemoteProps } from '../remote-props';
import { type RemoteBuildInfo, RemoteFrame } from './remote-frame';

export type { RemoteBuildInfo } from './remote-frame';

export type RemoteParcel = LifeCycles<RemoteProps> & {
  update: (props: RemoteProps) => Promise<unknown>;
  /**
   * The RemoteProps contract the remote was compiled against (this library is bundled into
   * each app, so it is the remote's own `remoteContractVersion`). Remotes built before it was
   * added leave it out: they speak version 1.
   */
  contractVersion?: number;
};

function RemoteCrash({ locale }: { locale: RemoteProps['locale'] }) {
  // A plain text, not the app's translator: the crash may come before its texts are loaded.
  return <p role="alert">{remoteCrashTitle(locale)}</p>;
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
  return { ...lifecycles, contractVersion: remoteContractVersion } as unknown as RemoteParcel;
}
