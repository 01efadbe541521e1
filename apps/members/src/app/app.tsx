import { RemoteRoot, type RemoteProps } from '@levita/federation';
import enUS from '../locales/en-US/members.json';
import ptBR from '../locales/pt-BR/members.json';
import { AppRoutes } from './app-routes';

const namespaces = { members: { 'pt-BR': ptBR, 'en-US': enUS } };

export function App(props: RemoteProps) {
  return (
    <RemoteRoot remoteProps={props} namespaces={namespaces} defaultNamespace="members">
      <AppRoutes />
    </RemoteRoot>
  );
}
