import { errorMessageOf, useSaveAsTemplate } from '@levita/api-client';
import type { ScheduleDetail } from '@levita/contracts';
import { useRemoteProps } from '@levita/federation';
import { useNamespaces, useTranslation } from '@levita/i18n';
import { Button, Checkbox, Cluster, Modal, Notice, Stack, TextField } from '@levita/ui';
import { type FormEvent, useState } from 'react';
import { pageTexts } from '../../../config/page-texts';

/** The templates page's texts, which this dialog shares; they load with its first opening. */
const texts = pageTexts('schedule-templates');

/**
 * "Salvar como modelo": the schedule kept without its date under a name (its title by
 * default), with its team when asked (docs/schedules.md "Templates").
 */
export function SaveTemplateDialog({
  schedule,
  onClose,
}: {
  schedule: Pick<ScheduleDetail, 'id' | 'titulo'>;
  onClose: () => void;
}) {
  useNamespaces(texts);
  const { t, i18n } = useTranslation('schedule-templates');
  const { notify } = useRemoteProps();
  const save = useSaveAsTemplate();
  const [name, setName] = useState(schedule.titulo);
  const [withTeam, setWithTeam] = useState(false);
  const [showMissing, setShowMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (!name.trim()) {
      setShowMissing(true);
      return;
    }
    save.mutate(
      { scheduleId: schedule.id, template: { nome: name, com_equipe: withTeam } },
      {
        onSuccess: (saved) => {
          notify({ type: 'success', message: t('save.done', { name: saved.nome }) });
          onClose();
        },
      },
    );
  };

  return (
    <Modal open onClose={onClose} dismissible={!save.isPending} title={t('save.title')}>
      <Stack as="form" onSubmit={submit} noValidate>
        <p>{t('save.intro')}</p>
        <TextField
          label={t('edit.name')}
          required
          maxLength={80}
          value={name}
          error={showMissing && !name.trim() ? t('use.required') : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <Checkbox
          label={t('save.withTeam')}
          hint={t('save.withTeamHint')}
          checked={withTeam}
          onChange={(event) => setWithTeam(event.target.checked)}
        />
        {save.isError ? (
          <Notice $tone="danger" role="alert">
            {errorMessageOf(save.error, i18n.language)}
          </Notice>
        ) : null}
        <Cluster $gap={2} $justify="end">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('save.submit')}
          </Button>
        </Cluster>
      </Stack>
    </Modal>
  );
}
