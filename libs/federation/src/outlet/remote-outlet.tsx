import type { RemoteName } from '@levita/contracts';
import { remoteOwnedPaths } from '@levita/contracts/paths';
import { ErrorPanel, PageSkeleton } from '@levita/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@levita/i18n';
import { mountRootParcel, type Parcel } from 'single-spa';
import { RemoteLoadError, type RemoteLoader } from '../loader/remote-loader';
import type { RemoteProps } from '../remote-props';

export interface RemoteOutletProps {
  name: RemoteName;
  loader: RemoteLoader;
  remoteProps: RemoteProps;
}

type OutletState =
  | { phase: 'loading' }
  | { phase: 'mounted' }
  // `outdated`: the remote speaks another RemoteProps contract; trying again cannot help, a
  // reload may (it brings the shell of the platform release that matches).
  | { phase: 'failed'; outdated: boolean };

/**
 * The shell sends a URL to a remote by the contracts' sections: the remote's router renders
 * for those and nothing more, whatever base path it is mounted at. A caller's own list wins.
 */
function withOwnedPaths(name: RemoteName, props: RemoteProps): RemoteProps {
  return props.ownedPaths
    ? props
    : { ...props, ownedPaths: remoteOwnedPaths(name, props.basePath) };
}

/**
 * Mounts a remote's parcel into this element, passes new props through `update`, unmounts
 * on leave, and turns a load or mount failure into an error panel with retry while the rest
 * of the shell keeps working (a remote built for another contract version: a panel that says
 * so, with a reload).
 */
export function RemoteOutlet({ name, loader, remoteProps: given }: RemoteOutletProps) {
  const { t } = useTranslation('common');
  const remoteProps = useMemo(() => withOwnedPaths(name, given), [name, given]);
  const hostRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<Parcel<RemoteProps> | null>(null);
  const propsRef = useRef(remoteProps);
  const updateRef = useRef<Promise<unknown>>(Promise.resolve());
  const [state, setState] = useState<OutletState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  propsRef.current = remoteProps;

  useEffect(() => {
    const domElement = hostRef.current;
    if (!domElement) return;
    let cancelled = false;
    setState({ phase: 'loading' });

    loader
      .loadParcel(name, { retry: attempt > 0 })
      .then(async (config) => {
        if (cancelled) return;
        const parcel = mountRootParcel(config, { ...propsRef.current, domElement });
        parcelRef.current = parcel;
        await parcel.mountPromise;
        if (!cancelled) setState({ phase: 'mounted' });
      })
      .catch((error: unknown) => {
        console.error(error);
        const outdated = error instanceof RemoteLoadError && error.reason === 'contract';
        if (!cancelled) setState({ phase: 'failed', outdated });
      });

    return () => {
      cancelled = true;
      const parcel = parcelRef.current;
      parcelRef.current = null;
      if (parcel) {
        // single-spa refuses to unmount a parcel that is still mounting or updating: wait for
        // both to settle, then unmount it if it is (still) mounted.
        const pendingUpdate = updateRef.current;
        void parcel.mountPromise
          .then(() => pendingUpdate)
          .then(() => (parcel.getStatus() === 'MOUNTED' ? parcel.unmount() : undefined))
          .catch(() => undefined);
      }
    };
  }, [name, loader, attempt]);

  // single-spa refuses an update while another one runs (the parcel is UPDATING, not
  // MOUNTED). Props that change meanwhile (on a page load the ministry's standing arrives
  // right after the user) must not be dropped, or the remote keeps the older ones (an owner
  // shown "access denied"): each update waits for the one before and sends the latest props.
  useEffect(() => {
    if (state.phase !== 'mounted') return;
    updateRef.current = updateRef.current
      .then(() => {
        const parcel = parcelRef.current;
        if (parcel?.update && parcel.getStatus() === 'MOUNTED')
          return parcel.update(propsRef.current);
      })
      .catch(() => undefined);
  }, [remoteProps, state.phase]);

  return (
    <>
      {state.phase === 'loading' ? <PageSkeleton label={t('loading')} /> : null}
      {state.phase === 'failed' && state.outdated ? (
        <ErrorPanel
          title={t('remote.contractTitle')}
          message={t('remote.contractMessage')}
          retryLabel={t('remote.reload')}
          onRetry={() => window.location.reload()}
        />
      ) : null}
      {state.phase === 'failed' && !state.outdated ? (
        <ErrorPanel
          title={t('remote.loadErrorTitle')}
          message={t('remote.loadErrorMessage')}
          retryLabel={t('retry')}
          onRetry={() => setAttempt((count) => count + 1)}
        />
      ) : null}
      <div ref={hostRef} data-remote-outlet={name} hidden={state.phase === 'failed'} />
    </>
  );
}
