import type { PublicWebConfig } from '@levita/contracts';

/** The API server writes this element into the page it serves (apps/api/src/plugins/web.ts). */
const elementId = 'levita-public-config';

/** What a page without the element (the standalone harness, tests) shows. */
export const defaultPublicConfig: PublicWebConfig = {
  contactEmail: 'contato@levita.app',
  androidAppUrl: 'https://play.google.com/store/search?q=Levita&c=apps',
  iosAppUrl: 'https://apps.apple.com/br/search?term=Levita',
  feedbackUrl: 'mailto:contato@levita.app?subject=Feedback%20Levita',
};

/**
 * Contact e-mail and store links of this deployment, read from the page the server sent:
 * no request and no flash of default values. A missing or broken element gives the defaults.
 */
export function readPublicConfig(doc: Document = document): PublicWebConfig {
  const text = doc.getElementById(elementId)?.textContent;
  if (!text) return defaultPublicConfig;
  try {
    const parsed = JSON.parse(text) as Partial<Record<keyof PublicWebConfig, unknown>>;
    const pick = (key: keyof PublicWebConfig) =>
      typeof parsed[key] === 'string' && parsed[key] ? parsed[key] : defaultPublicConfig[key];
    return {
      contactEmail: pick('contactEmail'),
      androidAppUrl: pick('androidAppUrl'),
      iosAppUrl: pick('iosAppUrl'),
      feedbackUrl: pick('feedbackUrl'),
    };
  } catch {
    return defaultPublicConfig;
  }
}
