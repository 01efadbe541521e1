import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import styled from 'styled-components';
import { type ButtonSize, type ButtonVariant, buttonStyles } from './button';

const Frame = styled.a<{ $variant?: ButtonVariant; $size?: ButtonSize }>`
  ${buttonStyles}
  align-self: flex-start;
`;

export type BackLinkProps<C extends ElementType> = {
  /** The router's link component (react-router's `Link`); a plain anchor by default. */
  as?: C;
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<C>, 'as' | 'children'>;

/**
 * The way back from a page to the list it came from, with the same look in every app. The kit
 * knows no router, so the app passes its own `Link` as `as` and that link's props (`to`).
 */
export function BackLink<C extends ElementType = 'a'>({ as, children, ...link }: BackLinkProps<C>) {
  return (
    <Frame as={as} $variant="ghost" $size="small" {...link}>
      <span aria-hidden="true">←</span>
      {children}
    </Frame>
  );
}
