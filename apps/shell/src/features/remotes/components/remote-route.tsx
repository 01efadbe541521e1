import { useMinistry } from '@levita/api-client';
import type { RemoteName } from '@levita/contracts';
import { RemoteOutlet } from '@levita/federation/outlet';
import { useParams } from 'react-router-dom';
import { MinistryNotFound } from '../../../components/layout/ministry-not-found';
import { remoteLoader } from '../utils/remote-loader';
import { useRemoteProps } from '../hooks/use-remote-props';

/**
 * Whether the route names a ministry the caller cannot read. Remotes wait for the ministry in
 * their props, so without this a stranger (or a member removed since) at a section's address
 * would look at a skeleton that never ends.
 */
function useUnreadableMinistry(): boolean {
  const { id } = useParams();
  const ministryId = Number(id);
  const valid = Number.isInteger(ministryId) && ministryId > 0;
  // The same query useRemoteProps reads, so this costs no request of its own.
  const ministry = useMinistry(ministryId, { enabled: valid });
  return id !== undefined && (!valid || ministry.isError);
}

/** Mounts one remote at `basePath`; a new remote name means a fresh outlet. */
export function RemoteRoute({ name, basePath }: { name: RemoteName; basePath: string }) {
  const remoteProps = useRemoteProps(basePath);
  const unreadable = useUnreadableMinistry();
  if (unreadable) return <MinistryNotFound />;
  return <RemoteOutlet key={name} name={name} loader={remoteLoader} remoteProps={remoteProps} />;
}
