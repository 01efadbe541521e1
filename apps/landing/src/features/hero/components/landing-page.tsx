import { HeroSection } from './hero-section';

/** The public page; further sections (#funcionalidades, #baixar, footer) join the hero later. */
export function LandingPage() {
  return <HeroSection />;
}
