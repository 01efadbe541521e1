import type { RemoteProps } from '@levita/federation/remote-props';
import { useLayoutEffect } from 'react';
import { LandingPage } from '../features/home/components/landing-page';
import { LegalPage } from '../features/legal/components/legal-page';
import styles from './landing.css?inline';
import { LandingProvider } from '../lib/landing-context';
import { paths } from '../config/paths';
import { usePathname } from '../hooks/use-pathname';

const styleElementId = 'levita-landing-styles';

/**
 * The styles, once per document, before the first paint (no flash of unstyled page); kept when
 * the landing unmounts, they cost nothing unused.
 */
function useLandingStyles() {
  useLayoutEffect(() => {
    if (document.getElementById(styleElementId)) return;
    const style = document.createElement('style');
    style.id = styleElementId;
    style.textContent = styles;
    document.head.append(style);
  }, []);
}

function CurrentPage() {
  const pathname = usePathname();
  if ((paths.privacy as readonly string[]).includes(pathname))
    return <LegalPage document="privacy" />;
  if ((paths.terms as readonly string[]).includes(pathname)) return <LegalPage document="terms" />;
  return <LandingPage />;
}

/**
 * The landing remote: the public page and the legal pages, full page, without the shell's
 * chrome. It has no router: the shell only mounts it on its own paths (part 1 §2), so the
 * path alone picks the page.
 */
export function App(props: RemoteProps) {
  useLandingStyles();
  return (
    <LandingProvider props={props}>
      <div className="lv" data-theme={props.theme} lang={props.locale}>
        <CurrentPage />
      </div>
    </LandingProvider>
  );
}
