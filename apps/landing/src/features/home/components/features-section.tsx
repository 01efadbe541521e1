import { useText } from '../../../lib/landing-context';
import { AnalyticsMockup } from './analytics-mockup';
import { AvailabilityMockup } from './availability-mockup';
import { featureIcons } from './feature-icons';

const features = ['library', 'schedules', 'communication', 'analytics', 'availability'] as const;

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
          {features.map((feature) => {
            const Icon = featureIcons[feature];
            return (
              <li key={feature} className="lv-card">
                <div className="lv-card-icon">
                  <Icon size={28} />
                </div>
                <h3>{t(`features.items.${feature}.title`)}</h3>
                <p>{t(`features.items.${feature}.text`)}</p>
              </li>
            );
          })}
        </ul>
        <div className="lv-mockups">
          <AnalyticsMockup />
          <AvailabilityMockup />
        </div>
      </div>
    </section>
  );
}
