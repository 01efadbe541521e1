import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  h2 {
    color: ${({ theme }) => theme.colors.text};
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box>
      <h2>{title}</h2>
      {children}
    </Box>
  );
}
