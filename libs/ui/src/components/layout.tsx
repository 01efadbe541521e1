import styled, { css } from 'styled-components';

type Align = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
type Justify = 'start' | 'center' | 'end' | 'space-between';

const flexValue = (value: Align | Justify) =>
  value === 'start' || value === 'end' ? `flex-${value}` : value;

/** Children one under the other, `gap` × 4px apart. */
export const Stack = styled.div<{ $gap?: number; $align?: Align }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 4 }) => theme.space($gap)};
  ${({ $align }) =>
    $align &&
    css`
      align-items: ${flexValue($align)};
    `}
`;

/** Children side by side, wrapping onto new lines on narrow screens. */
export const Cluster = styled.div<{ $gap?: number; $align?: Align; $justify?: Justify }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme, $gap = 3 }) => theme.space($gap)};
  align-items: ${({ $align = 'center' }) => flexValue($align)};
  justify-content: ${({ $justify = 'start' }) => flexValue($justify)};
`;

/** As many columns of at least `$min` as fit; one column on a phone. */
export const Grid = styled.div<{ $min?: string; $gap?: number }>`
  display: grid;
  gap: ${({ theme, $gap = 4 }) => theme.space($gap)};
  grid-template-columns: repeat(auto-fill, minmax(min(${({ $min = '260px' }) => $min}, 100%), 1fr));
`;

/** Centred page column with side padding that shrinks on phones. */
export const Container = styled.div<{ $width?: 'narrow' | 'regular' | 'wide' }>`
  width: 100%;
  max-width: ${({ $width = 'regular' }) =>
    $width === 'narrow' ? '560px' : $width === 'wide' ? '1280px' : '1040px'};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  }
`;

/** A bordered surface holding one part of a page (a form, a group of facts). */
export const panelStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;
