import type { MemberFunction } from '@levita/contracts';
import { Badge, Button, FunctionIcon, useFunctionDisplayName } from '@levita/ui';
import { useId } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';

const Card = styled.article`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const IconFrame = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primarySurface};
  color: ${({ theme }) => theme.colors.text};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  min-height: 44px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.large};
    overflow-wrap: anywhere;
  }
`;

const Observations = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.phone} {
    > * {
      flex: 1 1 0;
    }
  }
`;

const RemoveButton = styled(Button)`
  color: ${({ theme }) => theme.colors.danger};
`;

export interface MemberFunctionCardProps {
  assignment: MemberFunction;
  /** Without them (a member who is not active) the card is read only. */
  onEdit?: (assignment: MemberFunction) => void;
  onRemove?: (assignment: MemberFunction) => void;
}

/** One function the member holds (part 2 §2): icon, name, the principal mark, observations. */
export function MemberFunctionCard({ assignment, onEdit, onRemove }: MemberFunctionCardProps) {
  const { t } = useTranslation('member-functions');
  const titleId = useId();
  const name = useFunctionDisplayName()(assignment.funcao.nome);
  return (
    <Card aria-labelledby={titleId} data-principal={assignment.principal || undefined}>
      <IconFrame>
        <FunctionIcon name={assignment.funcao.icone} size={26} />
      </IconFrame>
      <Body>
        <Heading>
          <h2 id={titleId}>{name}</h2>
          {assignment.principal ? (
            <Badge tone="primary">
              <span aria-hidden="true">★</span>
              {t('card.principal')}
            </Badge>
          ) : null}
        </Heading>
        {assignment.observacoes ? (
          <Observations>
            {t('card.observations')} {assignment.observacoes}
          </Observations>
        ) : null}
      </Body>
      {onEdit || onRemove ? (
        <Actions>
          {onEdit ? (
            <Button
              variant="secondary"
              size="small"
              aria-label={t('actions.editOf', { name })}
              onClick={() => onEdit(assignment)}
            >
              {t('actions.edit')}
            </Button>
          ) : null}
          {onRemove ? (
            <RemoveButton
              variant="secondary"
              size="small"
              aria-label={t('actions.removeOf', { name })}
              onClick={() => onRemove(assignment)}
            >
              {t('actions.remove')}
            </RemoveButton>
          ) : null}
        </Actions>
      ) : null}
    </Card>
  );
}
