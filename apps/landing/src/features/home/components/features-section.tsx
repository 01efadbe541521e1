import { useText } from '../../../lib/landing-context';
import { AnalyticsMockup } from './analytics-mockup';
import { AvailabilityMockup } from './availability-mockup';

const features = [
  { key: 'library', icon: '🎵' },
  { key: 'schedules', icon: '📅' },
  { key: 'communication', icon: '💬' },
  { key: 'analytics', icon: '📊' },
  { key: 'availability', icon: '🙋' },
] as const;

/** #funcionalidades: the five features of part 1 §1 and the two mock-ups with sample data. */
export function FeaturesSection() {
  const t = useText();
  return (
    <section
      id="funcionalidades"
      className="lv-section lv-section-muted"
      aria-labelledby="features-title"
    >
      <div className="lv-wrap">
        <h2 id="features-title">{t('features.title')}</h2>
        <p className="lv-lead">{t('features.subtitle')}</p>
        <ul className="lv-grid" style={{ listStyle: 'none', padding: 0 }}>
          {features.map((feature) => (
            <li key={feature.key} className="lv-card">
              <div className="lv-card-icon" aria-hidden="true">
                {feature.icon}
              </div>
              <h3>{t(`features.items.${feature.key}.title`)}</h3>
              <p>{t(`features.items.${feature.key}.text`)}</p>
            </li>
          ))}
        </ul>
        <div className="lv-mockups">
          <AnalyticsMockup />
          <AvailabilityMockup />
        </div>
      </div>
    </section>
  );
}
