import type { MinistryFunction } from '@levita/contracts';
import { Button, FunctionIcon } from '@levita/ui';
import { useId } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';

/** One row on a phone when it fits (18 default functions make a long page), wrapping if not. */
const Card = styled.article`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
`;

const Top = styled.div`
  display: flex;
  flex: 1 1 180px;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.large};
    overflow-wrap: anywhere;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const IconTile = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primarySurface};
  color: ${({ theme }) => theme.colors.text};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
`;

export interface FunctionCardProps {
  fn: MinistryFunction;
  /** The name as shown: a default function's in the chosen language. */
  name: string;
  onEdit: (fn: MinistryFunction) => void;
  onDelete: (fn: MinistryFunction) => void;
}

/** One function: icon (the palette for an unknown one), name, description if any, edit and delete. */
export function FunctionCard({ fn, name, onEdit, onDelete }: FunctionCardProps) {
  const { t } = useTranslation('function-catalogue');
  const nameId = useId();
  return (
    <Card aria-labelledby={nameId}>
      <Top>
        <IconTile>
          <FunctionIcon name={fn.icone} size={28} />
        </IconTile>
        <div>
          <h2 id={nameId}>{name}</h2>
          {/* Most functions (the 18 defaults) have none: nothing is shown rather than a filler. */}
          {fn.descricao ? <p>{fn.descricao}</p> : null}
        </div>
      </Top>
      <Actions>
        <Button
          size="small"
          variant="secondary"
          aria-label={t('card.editLabel', { name })}
          onClick={() => onEdit(fn)}
        >
          {t('card.edit')}
        </Button>
        <Button
          size="small"
          variant="secondary"
          aria-label={t('card.deleteLabel', { name })}
          onClick={() => onDelete(fn)}
        >
          {t('card.delete')}
        </Button>
      </Actions>
    </Card>
  );
}
