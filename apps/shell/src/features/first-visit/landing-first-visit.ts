import type { RemoteLoader } from '@levita/federation/loader';
import type { RemoteParcel } from '@levita/federation/parcel';
import { remoteContractVersion, type RemoteProps } from '@levita/federation/remote-props';
import { mountRootParcel, type Parcel } from 'single-spa';
import { isLandingPath } from '../remotes/remote-routes';
import {
  firstVisitLocale,
  firstVisitTheme,
  saveFirstVisitLocale,
  saveFirstVisitTheme,
} from './page-preferences';

export interface LandingFirstVisitOptions {
  element: HTMLElement;
  loader: RemoteLoader;
  /** Starts the whole shell (router, session, pages) in `element`. */
  startApp: () => void;
}

/**
 * A first visit to a public page mounts the landing remote straight into the page, without
 * the shell's React app: no router, query cache, API client or UI kit is downloaded for it
 * (issue 10: at most 120 KiB of gzipped JavaScript; docs/performance.md). The shell starts
 * the moment the visitor leaves the public pages (`/app`, `/login`...), and from then on
 * mounts the landing like any remote. When the landing cannot be loaded the shell starts
 * too, and its remote outlet shows the usual error with a retry.
 */
export async function mountLandingFirstVisit({
  element,
  loader,
  startApp,
}: LandingFirstVisitOptions): Promise<void> {
  let parcel: RemoteParcel;
  try {
    parcel = await loader.loadParcel('landing');
  } catch {
    startApp();
    return;
  }

  const container = document.createElement('div');
  element.append(container);
  let props: RemoteProps = {
    basePath: '/',
    ministry: null,
    user: null,
    locale: firstVisitLocale(),
    theme: firstVisitTheme(),
    setLocale: (locale) => {
      saveFirstVisitLocale(locale);
      update({ locale });
    },
    setTheme: (theme) => {
      saveFirstVisitTheme(theme);
      update({ theme });
    },
    getToken: () => null,
    onUnauthorized: () => undefined,
    navigate: (to) => window.history.pushState(null, '', to),
    notify: () => undefined,
    apiBaseUrl: '/api',
    contractVersion: remoteContractVersion,
  };
  document.documentElement.lang = props.locale;
  const mounted: Parcel = mountRootParcel(parcel, { ...props, domElement: container });

  function update(change: Partial<RemoteProps>) {
    props = { ...props, ...change };
    document.documentElement.lang = props.locale;
    void mounted.update?.({ ...props, domElement: container });
  }

  // single-spa turns every pushState into a popstate, so links inside the landing are seen here.
  const leaveWhenOutside = () => {
    if (isLandingPath(window.location.pathname)) return;
    window.removeEventListener('popstate', leaveWhenOutside);
    void mounted.unmount().then(() => {
      container.remove();
      startApp();
    });
  };
  window.addEventListener('popstate', leaveWhenOutside);
}
