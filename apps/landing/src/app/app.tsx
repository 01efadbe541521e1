import { RemoteRoot, type RemoteProps } from '@levita/federation';
import enUS from '../locales/en-US/landing.json';
import ptBR from '../locales/pt-BR/landing.json';
import { AppRoutes } from './app-routes';

const namespaces = { landing: { 'pt-BR': ptBR, 'en-US': enUS } };

export function App(props: RemoteProps) {
  return (
    <RemoteRoot remoteProps={props} namespaces={namespaces} defaultNamespace="landing">
      <AppRoutes />
    </RemoteRoot>
  );
}
