import { Fragment, type ReactNode, useEffect } from 'react';
import { formatCalendarDate } from '../../../app/calendar-date';
import { usePublicConfig, useRemote, useText } from '../../../app/landing-context';
import { LandingLink } from '../../../app/landing-link';
import { legalHref, paths } from '../../../app/paths';
import { interpolate } from '../../../app/translate';
import enUS from '../../../locales/en-US/legal.json';
import ptBR from '../../../locales/pt-BR/legal.json';
import { LandingFooter } from '../../footer/landing-footer';
import { LandingHeader } from '../../layout/landing-header';

/** Part 2 §2 and §9: both documents were last updated on 15/08/2024; users are 18 or older. */
export const legalUpdatedOn = '2024-08-15';
export const minimumAge = 18;

const documents = { 'pt-BR': ptBR, 'en-US': enUS };

interface Section {
  title: string;
  paragraphs: string[];
  items?: string[];
}

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

/** The privacy policy or the terms of service, the same page under both of its paths. */
export function LegalPage({ document: which }: { document: 'privacy' | 'terms' }) {
  const t = useText();
  const { locale } = useRemote();
  const content = documents[locale][which];
  const email = usePublicConfig().contactEmail;
  const other = which === 'privacy' ? 'terms' : 'privacy';

  useEffect(() => {
    const previous = window.document.title;
    window.document.title = `${content.title} · ${t('brand')}`;
    return () => {
      window.document.title = previous;
    };
  }, [content.title, t]);

  const sections: [string, Section][] = Object.entries(content.sections);
  const render = (text: string): ReactNode => <LegalText text={text} email={email} />;
  return (
    <>
      <LandingHeader withSections={false} />
      <main id="conteudo" className="lv-wrap lv-legal">
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
        <LandingLink to={paths.home} className="lv-button lv-button-secondary">
          {t('legal.backHome')}
        </LandingLink>
      </main>
      <LandingFooter />
    </>
  );
}
