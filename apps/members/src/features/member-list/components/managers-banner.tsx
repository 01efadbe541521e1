import type { MinistryStanding } from '@levita/contracts';
import { useId } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';

const Banner = styled.aside`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.infoSurface};
  color: ${({ theme }) => theme.colors.text};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.body};
  }
  p {
    margin: 0;
  }
`;

/**
 * Part 1 §2: what the viewer's standing lets them do on this page (owner, administrator), or
 * that the list is read-only (a member).
 */
export function ManagersBanner({ standing }: { standing: MinistryStanding }) {
  const { t } = useTranslation('member-list');
  const titleId = useId();
  if (standing === 'PENDENTE') return null;
  return (
    <Banner aria-labelledby={titleId}>
      <h2 id={titleId}>{t('banner.title')}</h2>
      <p>{t(`banner.${standing}`)}</p>
    </Banner>
  );
}
