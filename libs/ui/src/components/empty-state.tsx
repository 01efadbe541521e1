import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  h2 {
    color: ${({ theme }) => theme.colors.text};
    margin: 0;
  }
`;

export interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  /** Decorative picture above the title (an icon). */
  icon?: ReactNode;
  /** What the user can do next, usually a button. */
  action?: ReactNode;
}

/** A list or page with nothing to show yet, saying why and what to do next. */
export function EmptyState({ title, children, icon, action }: EmptyStateProps) {
  return (
    <Box>
      {icon}
      <h2>{title}</h2>
      {children}
      {action ? <div>{action}</div> : null}
    </Box>
  );
}
