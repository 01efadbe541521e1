import { remoteContractVersion, type RemoteProps } from '../remote-props';
import { shellLeaveGuards } from './shell-leave-guards';

/**
 * A complete RemoteProps for tests and the standalone harness: the owner of the demo
 * ministry, as the mock API of '@levita/testing' knows them (a test checks they agree), no
 * session token, callbacks that do nothing, and pages with unsaved changes registered with
 * `shellLeaveGuards`.
 */
export function demoRemoteProps(overrides: Partial<RemoteProps> = {}): RemoteProps {
  return {
    basePath: '/',
    ministry: { id: 1, nome: 'Ministério de Louvor', situacao: 'PROPRIETARIO' },
    user: { id: 1, nome: 'Ana Souza', email: 'ana@example.com' },
    locale: 'pt-BR',
    theme: 'light',
    setLocale: () => undefined,
    setTheme: () => undefined,
    getToken: () => null,
    onUnauthorized: () => undefined,
    navigate: () => undefined,
    guardLeave: shellLeaveGuards.guardLeave,
    notify: () => undefined,
    apiBaseUrl: '/api',
    contractVersion: remoteContractVersion,
    ...overrides,
  };
}
