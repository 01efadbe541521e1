import { usePublicConfig, useText } from '../../../lib/landing-context';
import { LandingLink } from '../../../components/landing-link';
import { paths } from '../../../config/paths';

function External({ href, label }: { href: string; label: string }) {
  const t = useText();
  const mail = href.startsWith('mailto:');
  return (
    <a
      className="lv-button lv-button-primary"
      href={href}
      {...(!mail && { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {label}
      {!mail && <span className="lv-sr-only">{` ${t('download.newTab')}`}</span>}
    </a>
  );
}

/** #baixar with the download anchors #android, #ios and #feedback (part 1 §2). */
export function DownloadSection() {
  const t = useText();
  const config = usePublicConfig();
  return (
    <section id="baixar" className="lv-section lv-download" aria-labelledby="download-title">
      <div className="lv-wrap">
        <h2 id="download-title">{t('download.title')}</h2>
        <p className="lv-lead">{t('download.subtitle')}</p>
        <div className="lv-grid">
          <article id="android" className="lv-card">
            <h3>{t('download.android.title')}</h3>
            <p>{t('download.android.text')}</p>
            <External href={config.androidAppUrl} label={t('download.android.action')} />
          </article>
          <article id="ios" className="lv-card">
            <h3>{t('download.ios.title')}</h3>
            <p>{t('download.ios.text')}</p>
            <External href={config.iosAppUrl} label={t('download.ios.action')} />
          </article>
          <article className="lv-card">
            <h3>{t('download.web.title')}</h3>
            <p>{t('download.web.text')}</p>
            <LandingLink to={paths.app} className="lv-button lv-button-primary">
              {t('download.web.action')}
            </LandingLink>
          </article>
          <article id="feedback" className="lv-card">
            <h3>{t('download.feedback.title')}</h3>
            <p>{t('download.feedback.text')}</p>
            <External href={config.feedbackUrl} label={t('download.feedback.action')} />
          </article>
        </div>
      </div>
    </section>
  );
}
