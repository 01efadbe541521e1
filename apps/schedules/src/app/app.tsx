import { RemoteRoot, type RemoteProps } from '@levita/federation';
import { defaultNamespace, namespaces } from '../config/namespaces';
import { AppRoutes } from './app-routes';

export function App(props: RemoteProps) {
  return (
    <RemoteRoot remoteProps={props} namespaces={namespaces} defaultNamespace={defaultNamespace}>
      <AppRoutes />
    </RemoteRoot>
  );
}
