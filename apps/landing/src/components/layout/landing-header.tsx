import type { Locale } from '@levita/i18n';
import { useRemote, useText } from '../../lib/landing-context';
import { LandingLink } from '../landing-link';
import { paths } from '../../config/paths';

// The two languages of the product (libs/i18n's supportedLocales, repeated: the landing loads
// no shared library on its first visit).
const languages: readonly Locale[] = ['pt-BR', 'en-US'];
const isLanguage = (value: string): value is Locale => (languages as string[]).includes(value);

const sections = [
  { id: 'inicio', key: 'start' },
  { id: 'funcionalidades', key: 'features' },
  { id: 'baixar', key: 'download' },
] as const;

/** Language picker and theme toggle: the shell keeps the choice (the remote contract's setters). */
function PagePreferences() {
  const t = useText();
  const { locale, theme, setLocale, setTheme } = useRemote();
  return (
    <div className="lv-controls">
      <select
        className="lv-select"
        aria-label={t('header.language')}
        value={locale}
        onChange={(event) => {
          if (isLanguage(event.target.value)) setLocale(event.target.value);
        }}
      >
        {languages.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(`language.${option}`)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="lv-icon-button"
        aria-label={theme === 'dark' ? t('header.themeToLight') : t('header.themeToDark')}
        onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
      >
        <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
      </button>
    </div>
  );
}

/** Top of every landing page; the section links only on the landing page itself. */
export function LandingHeader({ withSections }: { withSections: boolean }) {
  const t = useText();
  return (
    <header className="lv-header">
      <a className="lv-skip" href="#conteudo">
        {t('skipToContent')}
      </a>
      <div className="lv-wrap lv-header-row">
        <LandingLink to={paths.home} className="lv-brand" aria-label={t('header.home')}>
          <span aria-hidden="true">♪</span> {t('brand')}
        </LandingLink>
        {withSections && (
          <nav className="lv-nav" aria-label={t('header.navLabel')}>
            {sections.map((section) => (
              <a key={section.id} href={`#${section.id}`}>
                {t(`header.nav.${section.key}`)}
              </a>
            ))}
          </nav>
        )}
        <PagePreferences />
        <LandingLink to={paths.login} className="lv-button lv-button-secondary">
          {t('header.login')}
        </LandingLink>
      </div>
    </header>
  );
}
