import { RemoteRoot, type RemoteProps } from '@levita/federation';
import enUS from '../locales/en-US/reports.json';
import ptBR from '../locales/pt-BR/reports.json';
import { AppRoutes } from './app-routes';

const namespaces = { reports: { 'pt-BR': ptBR, 'en-US': enUS } };

export function App(props: RemoteProps) {
  return (
    <RemoteRoot remoteProps={props} namespaces={namespaces} defaultNamespace="reports">
      <AppRoutes />
    </RemoteRoot>
  );
}
