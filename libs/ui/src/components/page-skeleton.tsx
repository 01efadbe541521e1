import styled from 'styled-components';
import { Skeleton } from './skeleton';

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Placeholder while a page or remote loads; `label` is read by screen readers. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <Lines role="status" aria-live="polite" aria-busy="true" aria-label={label}>
      <Skeleton width="40%" />
      <Skeleton width="85%" />
      <Skeleton width="70%" />
      <Skeleton width="60%" />
    </Lines>
  );
}
