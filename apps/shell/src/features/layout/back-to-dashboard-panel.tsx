import { buttonStyles, type ButtonVariant } from '@levita/ui';
import type { AriaRole } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../app/paths';

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

const DashboardLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

interface BackToDashboardPanelProps {
  id: string;
  title: string;
  message: string;
  linkLabel: string;
  role?: AriaRole;
}

/** A page that cannot be shown (denied, not found), with the way back to the dashboard. */
export function BackToDashboardPanel({
  id,
  title,
  message,
  linkLabel,
  role,
}: BackToDashboardPanelProps) {
  return (
    <Panel role={role} aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      <p>{message}</p>
      <DashboardLink to={paths.dashboard.getHref()}>{linkLabel}</DashboardLink>
    </Panel>
  );
}
