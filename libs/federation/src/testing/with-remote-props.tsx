import type { ReactNode } from 'react';
import type { RemoteProps } from '../remote-props';
import { RemotePropsContext } from '../remote-root/remote-props-context';
import { demoRemoteProps } from './demo-remote-props';

/**
 * A wrapper giving a remote's page the RemoteProps context that RemoteRoot would, for
 * `renderWithProviders(<Page />, { wrapper: withRemoteProps({ ... }) })`.
 */
export function withRemoteProps(overrides: Partial<RemoteProps> = {}) {
  const props = demoRemoteProps(overrides);
  return function RemotePropsWrapper({ children }: { children: ReactNode }) {
    return <RemotePropsContext.Provider value={props}>{children}</RemotePropsContext.Provider>;
  };
}
