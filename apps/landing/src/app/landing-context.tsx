import type { RemoteProps } from '@levita/federation/remote-props';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import enUS from '../locales/en-US/landing.json';
import ptBR from '../locales/pt-BR/landing.json';
import { createTranslate, type Translate } from './translate';

interface LandingContextValue {
  props: RemoteProps;
  t: Translate;
}

const LandingContext = createContext<LandingContextValue | null>(null);

export function LandingProvider({ props, children }: { props: RemoteProps; children: ReactNode }) {
  const value = useMemo(
    () => ({ props, t: createTranslate({ 'pt-BR': ptBR, 'en-US': enUS }, props.locale) }),
    [props],
  );
  return <LandingContext.Provider value={value}>{children}</LandingContext.Provider>;
}

function useLandingContext(): LandingContextValue {
  const value = useContext(LandingContext);
  if (!value) throw new Error('Landing components need <LandingProvider>');
  return value;
}

/** What the shell gave the landing: language, theme and their setters, navigation, API base. */
export function useRemote(): RemoteProps {
  return useLandingContext().props;
}

/** `t` for the landing namespace in the page's language. */
export function useText(): Translate {
  return useLandingContext().t;
}
