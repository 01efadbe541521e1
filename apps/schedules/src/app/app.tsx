import { RemoteRoot, type RemoteProps } from '@levita/federation';
import enUS from '../locales/en-US/schedules.json';
import ptBR from '../locales/pt-BR/schedules.json';
import { AppRoutes } from './app-routes';

const namespaces = { schedules: { 'pt-BR': ptBR, 'en-US': enUS } };

export function App(props: RemoteProps) {
  return (
    <RemoteRoot remoteProps={props} namespaces={namespaces} defaultNamespace="schedules">
      <AppRoutes />
    </RemoteRoot>
  );
}
