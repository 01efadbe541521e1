import { type ReactNode, type SVGProps, useId } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Names the icon for screen readers; without it the icon is decorative (aria-hidden). */
  title?: string;
  /** Width and height; 24 by default, `1em` follows the text. */
  size?: number | string;
}

export type IconComponent = ((props: IconProps) => ReactNode) & { displayName?: string };

/**
 * Makes an icon component from shapes drawn on a 24×24 grid with `currentColor` lines, so it
 * takes the colour of the text around it. Marked free of side effects so that a bundle keeps only
 * the icons it uses (each icon is a module-level call).
 */
/* @__NO_SIDE_EFFECTS__ */
export function createIcon(displayName: string, shapes: ReactNode): IconComponent {
  function Icon({ title, size = 24, ...rest }: IconProps) {
    const titleId = useId();
    const labelling = title
      ? { role: 'img', 'aria-labelledby': titleId }
      : { 'aria-hidden': true as const };
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.6}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...labelling}
        {...rest}
      >
        {title ? <title id={titleId}>{title}</title> : null}
        {shapes}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}
