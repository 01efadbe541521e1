import { css } from 'styled-components';
import { visuallyHiddenStyles } from './visually-hidden';

/**
 * A data table that becomes one card per row on a phone: the head is hidden (screen readers
 * still read it), each row is a bordered grid of `columns` cells, each cell a block. Nothing
 * is wider than the screen; the caller labels the cells (a `data-label`, a span) and picks
 * which ones span the whole card. Goes inside a `styled.table`.
 */
export const tableCardsOnPhone = (columns: number) => css`
  ${({ theme }) => theme.media.phone} {
    thead {
      ${visuallyHiddenStyles}
    }
    tbody {
      display: flex;
      flex-direction: column;
      gap: ${({ theme }) => theme.space(3)};
    }
    tbody tr {
      display: grid;
      grid-template-columns: repeat(${columns}, minmax(0, 1fr));
      gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
      padding: ${({ theme }) => theme.space(3)};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radius.md};
      background: ${({ theme }) => theme.colors.surface};
    }
    tbody th,
    tbody td {
      display: block;
      padding: 0;
      border: 0;
      text-align: left;
    }
  }
`;
