import { createContext, useContext } from 'react';
import type { RemoteProps } from '../remote-props';

export const RemotePropsContext = createContext<RemoteProps | null>(null);

/** The shell's props inside a remote: session getters, locale, ministry, navigation. */
export function useRemoteProps(): RemoteProps {
  const props = useContext(RemotePropsContext);
  if (!props) throw new Error('useRemoteProps must be used inside <RemoteRoot>');
  return props;
}
