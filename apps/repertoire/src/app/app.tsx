import { RemoteRoot, type RemoteProps } from '@levita/federation';
import enUS from '../locales/en-US/repertoire.json';
import ptBR from '../locales/pt-BR/repertoire.json';
import { AppRoutes } from './app-routes';

const namespaces = { repertoire: { 'pt-BR': ptBR, 'en-US': enUS } };

export function App(props: RemoteProps) {
  return (
    <RemoteRoot remoteProps={props} namespaces={namespaces} defaultNamespace="repertoire">
      <AppRoutes />
    </RemoteRoot>
  );
}
