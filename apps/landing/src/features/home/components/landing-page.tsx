import { DownloadSection } from './download-section';
import { FeaturesSection } from './features-section';
import { LandingFooter } from '../../../components/layout/landing-footer';
import { LandingHeader } from '../../../components/layout/landing-header';
import { HeroSection } from './hero-section';

/** `/`: anchors #inicio, #funcionalidades and #baixar, then the footer (part 1 §2). */
export function LandingPage() {
  return (
    <>
      <LandingHeader withSections />
      <main id="conteudo">
        <HeroSection />
        <FeaturesSection />
        <DownloadSection />
      </main>
      <LandingFooter />
    </>
  );
}
