import {
  createContext,
  type ReactNode,
  use,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';
import type { I18n, PageTexts } from './i18n-instance';
import type { TFunction } from './translate';

const I18nContext = createContext<I18n | null>(null);

/**
 * Gives the components below it an app's texts; they re-render when its language changes.
 * While the language's texts load (`loadTexts`) it renders nothing; if they cannot be loaded
 * it throws, so the app's error boundary says something went wrong instead of a blank area.
 */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const ready = useSyncExternalStore(i18n.subscribe, i18n.isReady, i18n.isReady);
  const error = i18n.loadError();
  if (error) throw error;
  return <I18nContext.Provider value={i18n}>{ready ? children : null}</I18nContext.Provider>;
}

/**
 * `t` for the given namespace(s) (the first one first, then the others, then `common`) in the
 * current language, and the instance itself. Same call as react-i18next's, which the apps used
 * before: `const { t, i18n } = useTranslation(['song-list', 'repertoire'])`.
 */
export function useTranslation(namespaces?: string | readonly string[]): {
  t: TFunction;
  i18n: I18n;
} {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider above it');
  const current = () => i18n.language;
  const language = useSyncExternalStore(i18n.subscribe, current, current);
  const key = typeof namespaces === 'string' ? namespaces : namespaces?.join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `namespaces`
  const t = useMemo(() => i18n.getFixedT(language, namespaces), [i18n, language, key]);
  return { t, i18n };
}

/**
 * Loads a page's own namespaces (kept out of the app's chunk, which every page downloads)
 * before the page renders: it suspends until they are there, so the page's Suspense
 * boundary (lazyPage's skeleton) shows meanwhile. Call it at the top of the page.
 */
export function useNamespaces(loaders: PageTexts): void {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useNamespaces needs an I18nProvider above it');
  useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  // One `use` per namespace, each on its own lasting promise: the same calls on every render.
  for (const load of i18n.require(loaders)) use(load);
}
