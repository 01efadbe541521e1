import { RemoteRoot, type RemoteProps } from '@levita/federation';
import { defaultNamespace, loadTexts } from '../config/texts';
import { AppRoutes } from './app-routes';

export function App(props: RemoteProps) {
  return (
    <RemoteRoot remoteProps={props} loadTexts={loadTexts} defaultNamespace={defaultNamespace}>
      <AppRoutes />
    </RemoteRoot>
  );
}
