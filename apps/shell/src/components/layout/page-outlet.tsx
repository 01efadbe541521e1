import { PageSkeleton, SKELETON_FADE_MS } from '@levita/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from '@levita/i18n';
import { Outlet } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';

/** Part 1 §2 and §9: each page change shows the loading skeleton for 300 ms. */
export const PAGE_SKELETON_MS = 300;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Page = styled.div`
  animation: ${fadeIn} ${SKELETON_FADE_MS}ms ease-out both;
`;

/**
 * The layout's outlet: when `page` changes, the skeleton shows for 300 ms and the new page
 * fades in. The new page mounts at once, hidden behind the skeleton, so its scripts and API
 * calls run during those 300 ms instead of after them (a click in the menu shows content
 * sooner; docs/performance.md). The 300 ms count from the page change, not from the end of
 * the new page's first render, which may itself take a few dozen ms. `page` names the page,
 * not the URL, so a remote's own navigation inside its section does not unmount it.
 */
export function PageOutlet({ page }: { page: string }) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(page);
  // When the page changed: set while rendering the change (React's pattern for state that
  // follows a prop), before the new page's own render and commit take their time.
  const [change, setChange] = useState({ page, at: 0 });
  if (change.page !== page) setChange({ page, at: performance.now() });

  useEffect(() => {
    if (shown === page) return;
    const left = Math.max(0, PAGE_SKELETON_MS - (performance.now() - change.at));
    const timer = setTimeout(() => setShown(page), left);
    return () => clearTimeout(timer);
  }, [page, shown, change.at]);

  const waiting = shown !== page;
  return (
    <>
      {waiting ? <PageSkeleton label={t('loading')} /> : null}
      {/* Hidden (display: none) until the skeleton's time is over; the fade starts then. */}
      <Page key={page} hidden={waiting}>
        <Outlet />
      </Page>
    </>
  );
}
