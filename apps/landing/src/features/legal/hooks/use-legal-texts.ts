import type { Locale } from '@levita/i18n';
import { useCallback, useEffect, useState } from 'react';

export interface LegalSection {
  title: string;
  paragraphs: string[];
  items?: string[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: Record<string, LegalSection>;
}

/** Both documents of one language, as in locales/<language>/legal.json. */
export type LegalTexts = Record<'privacy' | 'terms', LegalDocument>;

/**
 * Where each language's legal texts come from. Dynamic imports: Vite puts each legal.json in a
 * chunk of its own, so the landing page's first visit does not download them (they were most
 * of the landing's own chunk, docs/performance.md) and a legal page downloads only its
 * language's. An object looked up on every load, so tests can make a load fail.
 */
export const legalTextLoaders: Record<Locale, () => Promise<LegalTexts>> = {
  'pt-BR': () => import('../../../locales/pt-BR/legal.json').then((module) => module.default),
  'en-US': () => import('../../../locales/en-US/legal.json').then((module) => module.default),
};

/** The texts loaded so far, per language: coming back to a language shows them at once. */
const loaded = new Map<Locale, LegalTexts>();

/** Forgets the loaded texts, so that a test starts from a first visit. */
export function forgetLoadedLegalTexts() {
  loaded.clear();
}

export type LegalTextsState =
  | { status: 'loading' }
  | { status: 'ready'; texts: LegalTexts }
  | { status: 'failed'; retry: () => void };

/** The legal texts of `locale`: loaded once per language, with a retry when the load fails. */
export function useLegalTexts(locale: Locale): LegalTextsState {
  // Each retry is a new attempt; a failure counts only for the language and attempt it was for.
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<{ locale: Locale; attempt: number } | null>(null);
  // Only re-renders the page once a load ended: the texts themselves are read from `loaded`.
  const [, setLoads] = useState(0);

  useEffect(() => {
    if (loaded.has(locale)) return;
    // Set to false on unmount and when the language changes: a late answer changes nothing.
    let current = true;
    legalTextLoaders[locale]().then(
      (texts) => {
        loaded.set(locale, texts);
        if (current) setLoads((count) => count + 1);
      },
      () => {
        if (current) setFailure({ locale, attempt });
      },
    );
    return () => {
      current = false;
    };
  }, [locale, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  const texts = loaded.get(locale);
  if (texts) return { status: 'ready', texts };
  if (failure?.locale === locale && failure.attempt === attempt) return { status: 'failed', retry };
  return { status: 'loading' };
}
