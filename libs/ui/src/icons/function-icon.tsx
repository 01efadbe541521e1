import { functionIcons, type FunctionIcon as FunctionIconName } from '@levita/contracts';
import { useTranslation } from '@levita/i18n';
import { functionIconComponents, PaletteIcon } from './function-icons';
import type { IconProps } from './svg-icon';

export function isFunctionIconName(name: string): name is FunctionIconName {
  return (functionIcons as readonly string[]).includes(name);
}

export interface FunctionIconProps extends IconProps {
  /** A function's `icone`; names outside the 30 of part 1 §3 show the palette icon. */
  name: string;
  /**
   * Names the icon with its translated instrument ("Violão" / "Acoustic guitar") when it
   * stands alone, e.g. in an icon picker. Next to the function's name, leave it decorative.
   */
  labelled?: boolean;
}

/** The icon of a member function (`<FunctionIcon name="violao" />`). */
export function FunctionIcon({ name, labelled = false, title, ...props }: FunctionIconProps) {
  const { t } = useTranslation('common');
  const known = isFunctionIconName(name);
  const Icon = known ? functionIconComponents[name] : PaletteIcon;
  const key = known ? name : 'palette';
  return (
    <Icon
      data-icon={key}
      title={title ?? (labelled ? t(`ui.functionIcons.${key}`) : undefined)}
      {...props}
    />
  );
}
