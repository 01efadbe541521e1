import { createRemoteParcel } from '@levita/federation/parcel';
import { App } from './app/app';

// From the parcel's own entry, not '@levita/federation': the whole library would bring the
// API client, the query cache and the UI kit to every page that mounts the landing.
export const { bootstrap, mount, update, unmount, contractVersion } = createRemoteParcel(
  { name: import.meta.env.LEVITA_REMOTE_NAME, version: import.meta.env.LEVITA_REMOTE_VERSION },
  App,
);
