import type { MinistryMember } from '@levita/contracts';
import { FunctionIcon, VisuallyHidden, useFunctionDisplayName } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 600;
`;

const Star = styled.span`
  color: ${({ theme }) => theme.colors.warning};
`;

const None = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface MemberFunctionChipsProps {
  name: string;
  functions: MinistryMember['funcoes'];
}

/** What the member plays: icon and name, a star on the principal (the API lists it first). */
export function MemberFunctionChips({ name, functions }: MemberFunctionChipsProps) {
  const { t } = useTranslation('member-list');
  const displayName = useFunctionDisplayName();
  if (functions.length === 0) return <None>{t('member.noFunctions')}</None>;
  return (
    <Chips aria-label={t('member.functionsOf', { name })}>
      {functions.map((held) => (
        <Chip key={held.id}>
          <FunctionIcon name={held.funcao.icone} size={18} />
          <span>{displayName(held.funcao.nome)}</span>
          {held.principal ? (
            <>
              <Star aria-hidden="true">★</Star>{' '}
              <VisuallyHidden>{t('member.principal')}</VisuallyHidden>
            </>
          ) : null}
        </Chip>
      ))}
    </Chips>
  );
}
