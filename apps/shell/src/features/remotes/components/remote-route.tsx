import type { RemoteName } from '@levita/contracts';
import { RemoteOutlet } from '@levita/federation/outlet';
import { remoteLoader } from '../utils/remote-loader';
import { useRemoteProps } from '../hooks/use-remote-props';

/** Mounts one remote at `basePath`; a new remote name means a fresh outlet. */
export function RemoteRoute({ name, basePath }: { name: RemoteName; basePath: string }) {
  const remoteProps = useRemoteProps(basePath);
  return <RemoteOutlet key={name} name={name} loader={remoteLoader} remoteProps={remoteProps} />;
}
