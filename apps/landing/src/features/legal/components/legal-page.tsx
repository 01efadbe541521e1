import { Fragment, type ReactNode, useEffect } from 'react';
import { formatCalendarDate } from '../../../utils/calendar-date';
import { usePublicConfig, useRemote, useText } from '../../../lib/landing-context';
import { LandingLink } from '../../../components/landing-link';
import { legalHref, paths } from '../../../config/paths';
import { interpolate } from '../../../lib/translate';
import { LandingFooter } from '../../../components/layout/landing-footer';
import { LandingHeader } from '../../../components/layout/landing-header';
import { type LegalDocument, type LegalSection, useLegalTexts } from '../hooks/use-legal-texts';

/** Part 2 §2 and §9: both documents were last updated on 15/08/2024; users are 18 or older. */
export const legalUpdatedOn = '2024-08-15';
export const minimumAge = 18;

/** A legal text with its placeholders: the age filled in, the contact e-mail as a mail link. */
function LegalText({ text, email }: { text: string; email: string }) {
  const parts = interpolate(text, { minimumAge }).split('{{email}}');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && <a href={`mailto:${email}`}>{email}</a>}
    </Fragment>
  ));
}

/** The document's title, the date of the last update, its sections and the links onwards. */
function LegalDocumentText({
  content,
  other,
}: {
  content: LegalDocument;
  other: 'privacy' | 'terms';
}) {
  const t = useText();
  const { locale } = useRemote();
  const email = usePublicConfig().contactEmail;
  const sections: [string, LegalSection][] = Object.entries(content.sections);
  const render = (text: string): ReactNode => <LegalText text={text} email={email} />;
  return (
    <>
      <h1>{content.title}</h1>
      <p className="lv-updated">
        {t('legal.updated', { date: formatCalendarDate(legalUpdatedOn, locale) })}
      </p>
      <p className="lv-lead">{content.intro}</p>
      {sections.map(([id, section]) => (
        <section key={id} aria-labelledby={`legal-${id}`}>
          <h2 id={`legal-${id}`}>{section.title}</h2>
          {section.paragraphs.map((paragraph, index) => (
            <p key={index}>{render(paragraph)}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item, index) => (
                <li key={index}>{render(item)}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p>
        {t('legal.otherDocument')}{' '}
        <LandingLink to={legalHref(other, locale)}>{t(`footer.${other}`)}</LandingLink>
      </p>
    </>
  );
}

/**
 * The privacy policy or the terms of service, the same page under both of its paths. The texts
 * of the page's language are loaded on the way (use-legal-texts.ts): meanwhile the page says it
 * is loading, and when the load fails it says so and offers to try again.
 */
export function LegalPage({ document: which }: { document: 'privacy' | 'terms' }) {
  const t = useText();
  const { locale } = useRemote();
  const legalTexts = useLegalTexts(locale);
  const content = legalTexts.status === 'ready' ? legalTexts.texts[which] : undefined;
  const title = content?.title;
  const other = which === 'privacy' ? 'terms' : 'privacy';

  useEffect(() => {
    if (title === undefined) return;
    const previous = window.document.title;
    window.document.title = `${title} · ${t('brand')}`;
    return () => {
      window.document.title = previous;
    };
  }, [title, t]);

  return (
    <>
      <LandingHeader withSections={false} />
      <main
        id="conteudo"
        className="lv-wrap lv-legal"
        aria-busy={legalTexts.status === 'loading' ? true : undefined}
      >
        {content && <LegalDocumentText content={content} other={other} />}
        {legalTexts.status === 'loading' && <p className="lv-lead">{t('legal.loading')}</p>}
        {legalTexts.status === 'failed' && (
          <>
            <p className="lv-notice lv-notice-error" role="alert">
              {t('legal.loadFailed')}
            </p>
            <p>
              <button
                type="button"
                className="lv-button lv-button-primary"
                onClick={legalTexts.retry}
              >
                {t('legal.retry')}
              </button>
            </p>
          </>
        )}
        {/* Not while loading: the text arriving above it would push it off the screen. */}
        {legalTexts.status !== 'loading' && (
          <LandingLink to={paths.home} className="lv-button lv-button-secondary">
            {t('legal.backHome')}
          </LandingLink>
        )}
      </main>
      <LandingFooter />
    </>
  );
}
