import { formatCalendarDate } from '../../../utils/calendar-date';
import { useRemote, useText } from '../../../lib/landing-context';
import { inclusiveDayCount, sampleUnavailability } from '../utils/sample-data';

/** A static picture of the team's unavailability list, with sample data. */
export function AvailabilityMockup() {
  const t = useText();
  const { locale } = useRemote();
  const format = (date: string) => formatCalendarDate(date, locale, { year: false });
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
