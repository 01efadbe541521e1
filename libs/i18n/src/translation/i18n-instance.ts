import { type Locale, supportedLocales } from '../locales';
import { createT, type Resources, type TFunction } from './translate';

export type NamespaceResources = Record<Locale, Record<string, unknown>>;

/** An app's namespaces in one language (`{ repertoire: {...}, 'song-list': {...} }`). */
export type LanguageTexts = Record<string, unknown>;

/** Loads an app's namespaces of one language: each language is a chunk of its own. */
export type TextLoaders = Record<Locale, () => Promise<LanguageTexts>>;

export interface CreateI18nOptions {
  locale: Locale;
  /**
   * Every namespace at hand in every language (tests, the standalone harness): the app's own
   * and, where its texts are used, `commonNamespaces` from '@levita/i18n/common-texts'.
   */
  namespaces?: Record<string, NamespaceResources>;
  /**
   * The app's own namespaces, one language at a time (the apps' roots): a page downloads the
   * texts of its language only, and another language's when the user picks it. The common
   * namespace of that language comes with them.
   */
  loadTexts?: TextLoaders;
  defaultNamespace?: string;
}

/** One app's texts and current language (what an i18next instance was to the apps). */
export interface I18n {
  readonly language: Locale;
  changeLanguage: (language: Locale) => Promise<void>;
  /** `t` in the current language and the default namespace. */
  t: TFunction;
  /** `t` in a given language and namespace(s), whatever the current language. */
  getFixedT: (language: Locale, namespaces?: string | readonly string[]) => TFunction;
  /** Called after each language change and each load; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /** Whether the current language's texts are loaded (always, without `loadTexts`). */
  isReady: () => boolean;
  /** Why the current language's texts could not be loaded, if they could not. */
  loadError: () => unknown;
  /**
   * Namespaces a page brings along instead of the app's chunk (useNamespaces): loaded in the
   * current language, and in each language changed to from then on. Answers each one's load,
   * the same promise on every call (settled once it is there), leaving out those given with
   * `namespaces` (tests): `use` reads each without suspending again, and never sees a new
   * promise for texts already there.
   */
  require: (loaders: PageTexts) => Promise<void>[];
}

/** A page's own namespaces, each loaded a language at a time. */
export type PageTexts = Record<string, Record<Locale, () => Promise<unknown>>>;

const fallbackLanguage: Locale = 'en-US';
const fallbackNamespace = 'common';

/** The common namespace, a chunk per language like each app's own texts. */
const loadCommonTexts: TextLoaders = {
  'pt-BR': () =>
    import('../locales/pt-BR/common.json').then((texts) => ({ common: texts.default })),
  'en-US': () =>
    import('../locales/en-US/common.json').then((texts) => ({ common: texts.default })),
};

/**
 * Starts downloading a language's texts (the app's and the common ones) before the app
 * renders, beside its first page's code; createI18n then finds the modules already fetched.
 * A failure is left to createI18n, which reports it where the page can show it.
 */
export function preloadTexts(loadTexts: TextLoaders, language: Locale): void {
  for (const load of [loadCommonTexts[language], loadTexts[language]])
    void load().catch(() => undefined);
}

/**
 * Every app (shell and each remote) owns an instance with the shared `common` namespace plus
 * its own, so remotes never depend on the shell's.
 */
export function createI18n({
  locale,
  namespaces = {},
  loadTexts,
  defaultNamespace = fallbackNamespace,
}: CreateI18nOptions): I18n {
  const resources: Resources = { 'pt-BR': {}, 'en-US': {} };
  for (const [namespace, byLanguage] of Object.entries(namespaces)) {
    resources['pt-BR'][namespace] = byLanguage['pt-BR'];
    resources['en-US'][namespace] = byLanguage['en-US'];
  }
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const loaded = new Set<Locale>(loadTexts ? [] : supportedLocales);
  const loading = new Map<Locale, Promise<void>>();
  let failure: unknown;
  // Only the language on screen is loaded (the parity test keeps both languages complete, so
  // nothing falls back to a language that is not there).
  const load = (language: Locale): Promise<void> => {
    if (!loadTexts || loaded.has(language)) return Promise.resolve();
    let pending = loading.get(language);
    if (!pending) {
      pending = Promise.all([loadCommonTexts[language](), loadTexts[language]()]).then(
        ([common, texts]) => {
          Object.assign(resources[language], common, texts);
          loaded.add(language);
          notify();
        },
      );
      pending.catch((error: unknown) => {
        loading.delete(language);
        failure = error;
        notify();
      });
      loading.set(language, pending);
    }
    return pending;
  };
  // A page's namespaces: what loads each, and each language's load (kept, so that `use` in
  // useNamespaces reads the same promise on every render).
  const pageLoaders = new Map<string, Record<Locale, () => Promise<unknown>>>();
  const pageLoads = new Map<string, Promise<void>>();
  const loadPage = (language: Locale, namespace: string): Promise<void> | undefined => {
    const key = `${language}\n${namespace}`;
    let pending = pageLoads.get(key);
    // Given from the start (tests): nothing to load, ever.
    if (!pending && resources[language][namespace]) return undefined;
    // Once loaded, the same settled promise: `use` reads it without suspending again.
    if (!pending) {
      const load: Promise<void> = pageLoaders
        .get(namespace)!
        [language]()
        .then((texts) => {
          resources[language][namespace] = texts as Record<string, unknown>;
          // Marked as React marks a promise it has read: one settled before a page first
          // reads it (a language changed to) is read at once, without a fallback.
          Object.assign(load, { status: 'fulfilled', value: undefined });
          notify();
        });
      pending = load;
      // A failed load is asked again by the next render.
      pending.catch(() => pageLoads.delete(key));
      pageLoads.set(key, pending);
    }
    return pending;
  };
  const fixedT = (language: Locale, namespaces: string | readonly string[] = defaultNamespace) =>
    createT(resources, {
      language,
      fallbackLanguage,
      namespaces: typeof namespaces === 'string' ? [namespaces] : namespaces,
      fallbackNamespace,
    });

  const i18n: I18n = {
    language: locale,
    t: fixedT(locale),
    getFixedT: fixedT,
    changeLanguage: async (language) => {
      if (language === i18n.language) return;
      // The page stays in the old language until the new one's texts are there, and keeps it
      // if they cannot be loaded (the next change asks again).
      try {
        await load(language);
        await Promise.all(
          [...pageLoaders.keys()].map((namespace) => loadPage(language, namespace)),
        );
      } catch {
        return;
      }
      Object.assign(i18n, { language, t: fixedT(language) });
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isReady: () => loaded.has(i18n.language),
    loadError: () => (loaded.has(i18n.language) ? undefined : failure),
    require: (loaders) => {
      for (const [namespace, byLanguage] of Object.entries(loaders))
        if (!pageLoaders.has(namespace)) pageLoaders.set(namespace, byLanguage);
      return Object.keys(loaders).flatMap((namespace) => loadPage(i18n.language, namespace) ?? []);
    },
  };
  void load(locale).catch(() => undefined);
  return i18n;
}
