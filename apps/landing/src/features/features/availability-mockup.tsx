import { useRemote, useText } from '../../app/landing-context';
import { inclusiveDayCount, sampleUnavailability } from './sample-data';

/** A static picture of the team's unavailability list, with sample data. */
export function AvailabilityMockup() {
  const t = useText();
  const { locale } = useRemote();
  // Calendar dates: formatted in UTC so no time zone moves them a day.
  const day = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    timeZone: 'UTC',
  });
  const format = (date: string) => day.format(new Date(`${date}T00:00:00Z`));
  return (
    <figure className="lv-card" style={{ margin: 0 }} aria-labelledby="availability-mockup-title">
      <h3 id="availability-mockup-title">{t('features.availability.title')}</h3>
      <p className="lv-sample">{t('features.sample')}</p>
      <ul className="lv-list">
        {sampleUnavailability.map((row) => (
          <li key={row.person}>
            <span>
              <strong>{t(`features.people.${row.person}`)}</strong>
              <br />
              {t(`features.availability.reasons.${row.reason}`)}
            </span>
            <span>
              {t('features.availability.range', { start: format(row.start), end: format(row.end) })}
              <br />
              <span className="lv-pill">
                {t('features.availability.days', { count: inclusiveDayCount(row.start, row.end) })}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
