import styled, { keyframes } from 'styled-components';

/** Part 1 §2: the loading skeleton appears with a 300 ms fade. */
export const SKELETON_FADE_MS = 300;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.55; }
  100% { opacity: 1; }
`;

const Block = styled.span<{ $width: string; $height: string; $round: boolean }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $round }) => ($round ? '50%' : theme.radius.sm)};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  animation:
    ${fadeIn} ${SKELETON_FADE_MS}ms ease-out both,
    ${pulse} 1.2s ease-in-out ${SKELETON_FADE_MS}ms infinite;
`;

export interface SkeletonProps {
  width?: string;
  height?: string;
  /** A circle (avatars, logos): give the same width and height. */
  round?: boolean;
}

/**
 * One placeholder shape. It is hidden from screen readers: the region that is loading says so
 * (see PageSkeleton), so a list of shapes is not read out one by one.
 */
export function Skeleton({ width = '100%', height = '18px', round = false }: SkeletonProps) {
  return <Block aria-hidden="true" $width={width} $height={height} $round={round} />;
}
