import type { AriaRole, ComponentPropsWithoutRef, ElementType } from 'react';
import styled from 'styled-components';
import { type ButtonVariant, buttonStyles } from './button';
import { MessagePanel } from './message-panel';

const WayBack = styled.a<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

export type BackToListPanelProps<C extends ElementType> = {
  /** Id of the heading, which names the panel. */
  id: string;
  title: string;
  message: string;
  role?: AriaRole;
  /** The link's text: "Voltar ao repertório". */
  backLabel: string;
  /** The router's link component (react-router's `Link`); a plain anchor by default. */
  linkAs?: C;
} & Omit<ComponentPropsWithoutRef<C>, 'as' | 'children' | 'id' | 'title' | 'role'>;

/**
 * A page that cannot be shown (not found in this ministry, access denied) with the way back to
 * its list as a button, the same in every remote. The kit knows no router, so the app passes
 * its `Link` as `linkAs` and that link's props (`to`).
 */
export function BackToListPanel<C extends ElementType = 'a'>({
  id,
  title,
  message,
  role,
  backLabel,
  linkAs,
  ...link
}: BackToListPanelProps<C>) {
  return (
    <MessagePanel id={id} title={title} message={message} role={role}>
      <WayBack as={linkAs} {...link}>
        {backLabel}
      </WayBack>
    </MessagePanel>
  );
}
