import { tableCardsOnPhone } from '@levita/ui';
import styled from 'styled-components';

/**
 * The reports' tables. On a wide screen a plain table with the numbers right-aligned
 * (`td.number`); on a phone each row becomes a card whose cells carry their column's name
 * (`data-label`), so nothing is wider than the screen and no number loses its meaning. A
 * cell marked `wide` takes the card's whole width; `phone-only` and `desktop-only` show a
 * part in one layout only.
 */
export const ReportTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    font-size: ${({ theme }) => theme.font.small};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  tbody th {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .number {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  tr {
    break-inside: avoid;
  }
  /* What only the phone's cards need (a row's rank beside its name), or only the table. */
  .phone-only {
    display: none;
  }

  ${tableCardsOnPhone(3)}
  ${({ theme }) => theme.media.phone} {
    tbody td.number {
      text-align: left;
    }
    tbody th,
    tbody td.wide {
      grid-column: 1 / -1;
    }
    tbody td[data-label]::before {
      content: attr(data-label);
      display: block;
      font-size: ${({ theme }) => theme.font.tiny};
      color: ${({ theme }) => theme.colors.textMuted};
    }
    .phone-only {
      display: inline;
    }
    tbody td.desktop-only {
      display: none;
    }
  }
`;
