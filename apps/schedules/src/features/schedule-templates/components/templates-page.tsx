import { errorMessageOf, useDeleteTemplate, useTemplates } from '@levita/api-client';
import type { TemplateSummary } from '@levita/contracts';
import { useRemoteProps } from '@levita/federation';
import { useNamespaces, useTranslation } from '@levita/i18n';
import {
  BackLink,
  DeleteConfirmDialog,
  EmptyState,
  PageColumn,
  PageHeader,
  QueryView,
} from '@levita/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { EditTemplateDialog } from './edit-template-dialog';
import { RepeatTemplateDialog } from './repeat-template-dialog';
import { TemplateCard } from './template-card';
import { UseTemplateDialog } from './use-template-dialog';
import { pageTexts } from '../../../config/page-texts';

/** Its own texts, which load with it rather than with the remote's chunk. */
const texts = pageTexts('schedule-templates');

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(320px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

type Dialog =
  | { kind: 'use' | 'repeat' | 'edit' | 'delete'; template: TemplateSummary }
  | { kind: 'none'; template?: undefined };

/**
 * The ministry's schedule templates (admin rights; docs/schedules.md "Templates"): each makes
 * a draft on a chosen day, is renamed, or deleted. A template is kept from a schedule's
 * detail ("Salvar como modelo").
 */
export function TemplatesPage() {
  useNamespaces(texts);
  const { t, i18n } = useTranslation(['schedule-templates', 'schedules']);
  const { ministry, notify } = useRemoteProps();
  const ministryId = ministry?.id ?? 0;
  const templates = useTemplates(ministryId, { enabled: ministry !== null });
  const remove = useDeleteTemplate(ministryId);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });

  return (
    <PageColumn aria-labelledby="templates-title">
      <BackLink as={Link} to={paths.list.getHref()}>
        {t('schedules:backToList')}
      </BackLink>
      <PageHeader>
        <h1 id="templates-title">{t('title')}</h1>
      </PageHeader>
      <Intro>{t('intro')}</Intro>
      <QueryView
        query={templates}
        errorTitle={t('loadError')}
        describeError={(error) => errorMessageOf(error, i18n.language)}
        loadingLabel={t('loading')}
      >
        {({ modelos }) =>
          modelos.length === 0 ? (
            <EmptyState title={t('empty.title')}>{t('empty.text')}</EmptyState>
          ) : (
            <Cards aria-labelledby="templates-title">
              {modelos.map((template) => (
                <TemplateCard
                  key={template.id}
                  template={template}
                  onUse={() => setDialog({ kind: 'use', template })}
                  onRepeat={() => setDialog({ kind: 'repeat', template })}
                  onEdit={() => setDialog({ kind: 'edit', template })}
                  onDelete={() => setDialog({ kind: 'delete', template })}
                />
              ))}
            </Cards>
          )
        }
      </QueryView>
      {dialog.kind === 'use' ? (
        <UseTemplateDialog template={dialog.template} onClose={close} />
      ) : null}
      {dialog.kind === 'repeat' ? (
        <RepeatTemplateDialog template={dialog.template} onClose={close} />
      ) : null}
      {dialog.kind === 'edit' ? (
        <EditTemplateDialog template={dialog.template} onClose={close} />
      ) : null}
      <DeleteConfirmDialog
        open={dialog.kind === 'delete'}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        pending={remove.isPending}
        failed={remove.isError}
        failedMessage={remove.error ? errorMessageOf(remove.error, i18n.language) : ''}
        onCancel={() => {
          remove.reset();
          close();
        }}
        onConfirm={() => {
          const template = dialog.template;
          if (!template) return;
          remove.mutate(template.id, {
            onSuccess: () => {
              notify({ type: 'success', message: t('delete.done', { name: template.nome }) });
              close();
            },
          });
        }}
      >
        {dialog.template ? t('delete.text', { name: dialog.template.nome }) : null}
      </DeleteConfirmDialog>
    </PageColumn>
  );
}
