import { RemoteRoot, type RemoteProps } from '@levita/federation';
import { AppRoutes } from './app-routes';
import { loadTexts } from '../config/texts';

export function App(props: RemoteProps) {
  return (
    <RemoteRoot remoteProps={props} loadTexts={loadTexts} defaultNamespace="repertoire">
      <AppRoutes />
    </RemoteRoot>
  );
}
