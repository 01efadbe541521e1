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
 * sooner; docs/performance.md). `page` names the page, not the URL, so a remote's own
 * navigation inside its section does not unmount it.
 */
export function PageOutlet({ page }: { page: string }) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(page);
  useEffect(() => {
    if (shown === page) return;
    const timer = setTimeout(() => setShown(page), PAGE_SKELETON_MS);
    return () => clearTimeout(timer);
  }, [page, shown]);

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
