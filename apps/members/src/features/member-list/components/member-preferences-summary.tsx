import type { MemberPreferences } from '@levita/contracts';
import { useTranslation } from '@levita/i18n';
import { VisuallyHidden } from '@levita/ui';
import styled from 'styled-components';

const Line = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface MemberPreferencesSummaryProps {
  preferences: MemberPreferences;
  /** The partner's name, when the viewer's list has them (an inactive one it may not). */
  partnerName: string | undefined;
}

/**
 * What a member asked of the automatic filling, on their card: "Até 2 vezes por mês · Junto
 * com Ana Souza". Nothing when they asked nothing.
 */
export function MemberPreferencesSummary({
  preferences,
  partnerName,
}: MemberPreferencesSummaryProps) {
  const { t } = useTranslation('member-list');
  const parts = [
    ...(preferences.limite_mensal === null
      ? []
      : [t('preferences.summaryLimit', { count: preferences.limite_mensal })]),
    ...(partnerName === undefined ? [] : [t('preferences.summaryPartner', { name: partnerName })]),
  ];
  if (!parts.length) return null;
  return (
    <Line>
      <VisuallyHidden>{t('preferences.summaryLabel')} </VisuallyHidden>
      {parts.join(' · ')}
    </Line>
  );
}
