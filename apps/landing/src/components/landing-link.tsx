import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useRemote } from '../lib/landing-context';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

/**
 * A link to another page of the product that stays in the page: the shell's history is
 * shared, so the shell (or the landing) renders the new path. Modified clicks (new tab,
 * new window) keep the browser's own behaviour.
 */
export function LandingLink({ to, onClick, ...rest }: Props) {
  const { navigate } = useRemote();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
    window.scrollTo(0, 0);
  };
  return <a href={to} onClick={follow} {...rest} />;
}
