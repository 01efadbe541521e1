import { useRemote, useText } from '../../../lib/landing-context';
import { rateTone, sampleParticipation, sampleTopSongs } from '../utils/sample-data';

/** A static picture of the participation report (part 2 §9 colours), with sample data. */
export function AnalyticsMockup() {
  const t = useText();
  const { locale } = useRemote();
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const mostPlays = Math.max(...sampleTopSongs.map((song) => song.plays));
  return (
    <figure className="lv-card" style={{ margin: 0 }} aria-labelledby="analytics-mockup-title">
      <h3 id="analytics-mockup-title">{t('features.analytics.title')}</h3>
      <p className="lv-sample">{t('features.sample')}</p>
      <table className="lv-table">
        <thead>
          <tr>
            <th scope="col">{t('features.analytics.member')}</th>
            <th scope="col">{t('features.analytics.schedules')}</th>
            <th scope="col">{t('features.analytics.confirmed')}</th>
          </tr>
        </thead>
        <tbody>
          {sampleParticipation.map((row) => {
            const rate = (row.confirmed / row.schedules) * 100;
            return (
              <tr key={row.person}>
                <td>{t(`features.people.${row.person}`)}</td>
                <td>{row.schedules}</td>
                <td className={`lv-rate-${rateTone(rate)}`}>{percent.format(rate / 100)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h4>{t('features.analytics.topSongs')}</h4>
      <ol className="lv-list">
        {sampleTopSongs.map((row) => (
          <li key={row.song} style={{ display: 'block' }}>
            <span>{t(`features.songs.${row.song}`)}</span>{' '}
            <span className="lv-pill">{t('features.analytics.plays', { count: row.plays })}</span>
            <div className="lv-bar" aria-hidden="true">
              <span style={{ width: `${(row.plays / mostPlays) * 100}%` }} />
            </div>
          </li>
        ))}
      </ol>
    </figure>
  );
}
