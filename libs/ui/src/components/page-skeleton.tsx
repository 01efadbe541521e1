import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  0% { opacity: 0.55; }
  50% { opacity: 1; }
  100% { opacity: 0.55; }
`;

const Bar = styled.div<{ $width: string }>`
  height: 18px;
  width: ${({ $width }) => $width};
  margin-bottom: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  animation: ${pulse} 1.2s ease-in-out infinite;
`;

/** Placeholder while a page or remote loads; `label` is read by screen readers. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" aria-label={label}>
      <Bar $width="40%" />
      <Bar $width="85%" />
      <Bar $width="70%" />
      <Bar $width="60%" />
    </div>
  );
}
