import type { RemoteProps } from '@levita/federation/remote-props';
import type { PublicWebConfig } from '@levita/contracts';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import enUS from '../locales/en-US/landing.json';
import ptBR from '../locales/pt-BR/landing.json';
import { readPublicConfig } from './public-config';
import { createTranslate, type Translate } from './translate';

interface LandingContextValue {
  props: RemoteProps;
  t: Translate;
  config: PublicWebConfig;
}

const LandingContext = createContext<LandingContextValue | null>(null);

export function LandingProvider({ props, children }: { props: RemoteProps; children: ReactNode }) {
  // The page the server sent does not change while it is open: read it once per mount.
  const [config] = useState(readPublicConfig);
  const value = useMemo(
    () => ({ props, config, t: createTranslate({ 'pt-BR': ptBR, 'en-US': enUS }, props.locale) }),
    [props, config],
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

/** Contact e-mail and store links of this deployment (app/public-config.ts). */
export function usePublicConfig(): PublicWebConfig {
  return useLandingContext().config;
}

/** `t` for the landing namespace in the page's language. */
export function useText(): Translate {
  return useLandingContext().t;
}
