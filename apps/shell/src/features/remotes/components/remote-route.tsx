import type { RemoteName } from '@levita/contracts';
import { RemoteOutlet } from '@levita/federation/outlet';
import { MinistryLoadError } from '../../../components/layout/ministry-load-error';
import { MinistryNotFound } from '../../../components/layout/ministry-not-found';
import { useMinistryPageTitle } from '../../../hooks/use-ministry-page-title';
import { useRouteMinistry } from '../../../hooks/use-route-ministry';
import { remoteLoader } from '../utils/remote-loader';
import { useRemoteProps } from '../hooks/use-remote-props';

/**
 * Mounts one remote at `basePath`; a new remote name means a fresh outlet. Remotes wait for
 * the ministry in their props, so a ministry the caller cannot read (a stranger, or a member
 * removed since) answers "not found" here, and one that could not be read (no network, a
 * server error) an error with "try again", instead of a skeleton that never ends.
 */
export function RemoteRoute({ name, basePath }: { name: RemoteName; basePath: string }) {
  const remoteProps = useRemoteProps(basePath);
  const { unreadable, failed, ministry } = useRouteMinistry();
  useMinistryPageTitle();
  if (unreadable) return <MinistryNotFound />;
  if (failed)
    return <MinistryLoadError error={ministry.error} onRetry={() => void ministry.refetch()} />;
  return <RemoteOutlet key={name} name={name} loader={remoteLoader} remoteProps={remoteProps} />;
}
