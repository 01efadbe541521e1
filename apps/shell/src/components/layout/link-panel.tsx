import { buttonStyles, MessagePanel, type ButtonVariant } from '@levita/ui';
import type { AriaRole } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';

const WayOn = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

interface LinkPanelProps {
  id: string;
  title: string;
  message: string;
  /** The way on: where the link leads, and what it says. */
  to: string;
  linkLabel: string;
  role?: AriaRole;
}

/** A page that cannot be shown (denied, not found, no such page), with a link on. */
export function LinkPanel({ to, linkLabel, ...panel }: LinkPanelProps) {
  return (
    <MessagePanel {...panel}>
      <WayOn to={to}>{linkLabel}</WayOn>
    </MessagePanel>
  );
}

/** The same, with the way back to the dashboard. */
export function BackToDashboardPanel(props: Omit<LinkPanelProps, 'to'>) {
  return <LinkPanel {...props} to={paths.dashboard.getHref()} />;
}
