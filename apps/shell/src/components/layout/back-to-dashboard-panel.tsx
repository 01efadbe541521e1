import { buttonStyles, MessagePanel, type ButtonVariant } from '@levita/ui';
import type { AriaRole } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';

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
export function BackToDashboardPanel({ linkLabel, ...panel }: BackToDashboardPanelProps) {
  return (
    <MessagePanel {...panel}>
      <DashboardLink to={paths.dashboard.getHref()}>{linkLabel}</DashboardLink>
    </MessagePanel>
  );
}
