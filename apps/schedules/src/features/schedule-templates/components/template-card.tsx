import type { TemplateSummary } from '@levita/contracts';
import { useTranslation } from '@levita/i18n';
import { Button } from '@levita/ui';
import styled from 'styled-components';

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.large};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** One template: its name, the schedule it gives, what it holds, and what can be done. */
export function TemplateCard({
  template,
  onUse,
  onRepeat,
  onEdit,
  onDelete,
}: {
  template: TemplateSummary;
  onUse: () => void;
  onRepeat: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('schedule-templates');
  const named = { name: template.nome };
  return (
    <Card aria-label={template.nome}>
      <h2>{template.nome}</h2>
      <p>{[template.titulo, template.horario, template.local].filter(Boolean).join(' · ')}</p>
      <small>
        {[
          t('holds.songs', { count: template.total_musicas }),
          t('holds.parts', { count: template.total_itens }),
          t('holds.slots', { count: template.total_vagas }),
          template.total_equipe === null
            ? t('holds.noTeam')
            : t('holds.team', { count: template.total_equipe }),
        ].join(' · ')}
      </small>
      <Actions>
        <Button size="small" onClick={onUse} aria-label={t('actions.useLabel', named)}>
          {t('actions.use')}
        </Button>
        <Button
          size="small"
          variant="secondary"
          onClick={onRepeat}
          aria-label={t('actions.repeatLabel', named)}
        >
          {t('actions.repeat')}
        </Button>
        <Button
          size="small"
          variant="secondary"
          onClick={onEdit}
          aria-label={t('actions.editLabel', named)}
        >
          {t('actions.edit')}
        </Button>
        <Button
          size="small"
          variant="ghost"
          onClick={onDelete}
          aria-label={t('actions.deleteLabel', named)}
        >
          {t('actions.delete')}
        </Button>
      </Actions>
    </Card>
  );
}
