import { mayManage } from '@levita/contracts';
import { createContext, useContext } from 'react';
import type { RemoteProps } from '../remote-props';

export const RemotePropsContext = createContext<RemoteProps | null>(null);

/** The shell's props inside a remote: session getters, locale, ministry, navigation. */
export function useRemoteProps(): RemoteProps {
  const props = useContext(RemotePropsContext);
  if (!props) throw new Error('useRemoteProps must be used inside <RemoteRoot>');
  return props;
}

/**
 * Admin rights (ADMIN or PROPRIETARIO) in the ministry the remote shows, by the contracts'
 * rule. It decides what a page offers; the API refuses whatever else is tried.
 */
export function useCanManageMinistry(): boolean {
  return mayManage(useRemoteProps().ministry?.situacao);
}
