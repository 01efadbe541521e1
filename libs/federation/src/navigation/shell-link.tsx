import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useRemoteProps } from '../remote-root/remote-props-context';

export interface ShellLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the app outside this remote, e.g. `ministryLinks.song(1, 7)`. */
  to: string;
}

/**
 * A link to a page another remote (or the shell) owns. A plain click asks the shell to
 * navigate, since the remote's own router knows nothing outside its base path; the real
 * href keeps "open in a new tab", middle click and copy link working.
 */
export function ShellLink({ to, onClick, children, ...rest }: ShellLinkProps) {
  const { navigate } = useRemoteProps();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a {...rest} href={to} onClick={open}>
      {children}
    </a>
  );
}
