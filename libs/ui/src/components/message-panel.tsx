import type { AriaRole, ReactNode } from 'react';
import styled from 'styled-components';

const Panel = styled.section`
  margin: ${({ theme }) => theme.space(6)} auto;
  max-width: 560px;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.title};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(5)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface MessagePanelProps {
  /** Id of the heading, which names the panel. */
  id: string;
  title: string;
  message: string;
  role?: AriaRole;
  /** The way on: usually a link back. */
  children?: ReactNode;
}

/** A page that cannot be shown (access denied, not found): a heading, why, and the way on. */
export function MessagePanel({ id, title, message, role, children }: MessagePanelProps) {
  return (
    <Panel role={role} aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      <p>{message}</p>
      {children}
    </Panel>
  );
}
