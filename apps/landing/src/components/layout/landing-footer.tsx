import { useRemote, useText } from '../../lib/landing-context';
import { LandingLink } from '../landing-link';
import { legalHref } from '../../config/paths';
import { NewsletterForm } from '../newsletter/newsletter-form';

/** The year of the visit: part 1 §9's fixed 2024 read as an abandoned site (docs/decisions.md). */
const copyrightYear = () => new Date().getFullYear();

/** Newsletter sign-up, legal links and copyright, under every landing page. */
export function LandingFooter() {
  const t = useText();
  const { locale } = useRemote();
  return (
    <footer className="lv-footer">
      <div className="lv-wrap">
        <div className="lv-footer-grid">
          <NewsletterForm />
          <nav aria-labelledby="footer-legal-title">
            <h2 id="footer-legal-title" style={{ fontSize: '1.25rem' }}>
              {t('footer.legalTitle')}
            </h2>
            <ul className="lv-links">
              <li>
                <LandingLink to={legalHref('privacy', locale)}>{t('footer.privacy')}</LandingLink>
              </li>
              <li>
                <LandingLink to={legalHref('terms', locale)}>{t('footer.terms')}</LandingLink>
              </li>
            </ul>
          </nav>
        </div>
        <p className="lv-copyright">{t('footer.copyright', { year: copyrightYear() })}</p>
      </div>
    </footer>
  );
}
