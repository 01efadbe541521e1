import { useText } from '../../../lib/landing-context';
import { LandingLink } from '../../../components/landing-link';
import { paths } from '../../../config/paths';

const highlightKeys = ['repertoire', 'schedules', 'presence'] as const;

/** Part 1 §1: the product in beta, free for life to beta sign-ups, paid plans later. */
export function HeroSection() {
  const t = useText();
  return (
    <section id="inicio" className="lv-section lv-hero" aria-labelledby="hero-title">
      <div className="lv-wrap">
        <span className="lv-eyebrow">{t('hero.badge')}</span>
        <h1 id="hero-title">{t('hero.title')}</h1>
        <p className="lv-lead">{t('hero.subtitle')}</p>
        <p className="lv-lead">{t('hero.offer')}</p>
        <div className="lv-actions">
          <LandingLink to={paths.app} className="lv-button lv-button-primary">
            {t('hero.cta')}
          </LandingLink>
          <a href="#funcionalidades" className="lv-button lv-button-secondary">
            {t('hero.secondary')}
          </a>
        </div>
        <ul className="lv-checks">
          {highlightKeys.map((key) => (
            <li key={key}>{t(`hero.highlights.${key}`)}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
