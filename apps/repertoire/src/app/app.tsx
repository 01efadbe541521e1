import { RemoteRoot, type RemoteProps } from '@levita/federation';
import { AppRoutes } from './app-routes';
import { repertoireNamespaces } from '../config/namespaces';

export function App(props: RemoteProps) {
  return (
    <RemoteRoot remoteProps={props} namespaces={repertoireNamespaces} defaultNamespace="repertoire">
      <AppRoutes />
    </RemoteRoot>
  );
}
