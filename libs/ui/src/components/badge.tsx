import type { MinistryStanding } from '@levita/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '@levita/i18n';
import styled, { type DefaultTheme } from 'styled-components';
import type { ToneColors } from '../theme/tokens';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

function toneColors(theme: DefaultTheme, tone: BadgeTone): ToneColors {
  const { colors } = theme;
  switch (tone) {
    case 'neutral':
      return { background: colors.surfaceMuted, text: colors.text };
    case 'primary':
      return { background: colors.primarySurface, text: colors.text };
    case 'success':
      return { background: colors.successSurface, text: colors.text };
    case 'warning':
      return { background: colors.warningSurface, text: colors.text };
    case 'danger':
      return { background: colors.dangerSurface, text: colors.text };
    case 'info':
      return { background: colors.infoSurface, text: colors.text };
  }
}

const Pill = styled.span<{ $colors: (theme: DefaultTheme) => ToneColors }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.tiny};
  font-weight: 700;
  letter-spacing: 0.02em;
  line-height: 1.6;
  white-space: nowrap;
  background: ${({ theme, $colors }) => $colors(theme).background};
  color: ${({ theme, $colors }) => $colors(theme).text};
`;

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
}

export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return <Pill $colors={(theme) => toneColors(theme, tone)}>{children}</Pill>;
}

/** The caller's standing in a ministry (part 1 §3), with its translated name and colour. */
export function StandingBadge({ standing }: { standing: MinistryStanding }) {
  const { t } = useTranslation('common');
  return (
    <Pill $colors={(theme) => theme.colors.standing[standing]} data-standing={standing}>
      {t(`ui.standing.${standing}`)}
    </Pill>
  );
}
