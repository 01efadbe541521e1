import { createRemoteParcel } from '@levita/federation';
import { App } from './app/app';

export const { bootstrap, mount, update, unmount, contractVersion } = createRemoteParcel(
  { name: import.meta.env.LEVITA_REMOTE_NAME, version: import.meta.env.LEVITA_REMOTE_VERSION },
  App,
);
