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

/** A row of buttons that wraps; on a phone each takes the whole width (easy to tap). */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.phone} {
    > * {
      flex: 1 1 100%;
    }
  }
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

/** A page's column (header, filters, content, pager) with even gaps; never wider than its box. */
export const PageColumn = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
`;

/**
 * A list page's title row: the h1 (with an intro under it) on one side and the page's actions
 * on the other, wrapping under each other on a phone. The h1 may take the focus after an
 * action removed what had it, so it draws no outline then.
 */
export const PageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  h1 {
    margin: 0;
  }
  h1:focus {
    outline: none;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
