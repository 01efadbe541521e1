import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { Button } from './button';

/** Part 2 §9: the pager shows at most 5 page buttons. */
export const MAX_PAGE_BUTTONS = 5;

/**
 * The page numbers to show: a window of at most `size` pages with the current one in the
 * middle where possible (page 6 of 10 → 4-8), shifted at the edges (page 1 → 1-5, page 10 → 6-10).
 */
export function pageWindow(page: number, totalPages: number, size = MAX_PAGE_BUTTONS): number[] {
  if (totalPages < 1) return [];
  const count = Math.min(size, totalPages);
  const current = Math.min(Math.max(page, 1), totalPages);
  const start = Math.min(Math.max(current - Math.floor(count / 2), 1), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  button[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Status = styled.p`
  flex-basis: 100%;
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation when a page has more than one pager ("Paginação" by default). */
  label?: string;
}

/** Previous/next and up to 5 page buttons; nothing when everything fits on one page. */
export function Pagination({ page, totalPages, onPageChange, label }: PaginationProps) {
  const { t } = useTranslation('common');
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(page, 1), totalPages);
  return (
    <Nav aria-label={label ?? t('ui.pagination.label')}>
      <Button
        variant="secondary"
        size="small"
        disabled={current === 1}
        aria-label={t('ui.pagination.previousPage')}
        onClick={() => onPageChange(current - 1)}
      >
        {t('ui.pagination.previous')}
      </Button>
      <ul>
        {pageWindow(current, totalPages).map((number) => (
          <li key={number}>
            <Button
              variant="secondary"
              size="small"
              aria-label={t('ui.pagination.page', { page: number })}
              aria-current={number === current ? 'page' : undefined}
              onClick={() => {
                if (number !== current) onPageChange(number);
              }}
            >
              {number}
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        size="small"
        disabled={current === totalPages}
        aria-label={t('ui.pagination.nextPage')}
        onClick={() => onPageChange(current + 1)}
      >
        {t('ui.pagination.next')}
      </Button>
      <Status aria-live="polite">
        {t('ui.pagination.status', { page: current, total: totalPages })}
      </Status>
    </Nav>
  );
}
