import { errorMessageOf, useScheduleFromTemplate } from '@levita/api-client';
import type { LeftOut, TemplateSummary } from '@levita/contracts';
import { useRemoteProps } from '@levita/federation';
import { toCalendarDate, useTranslation } from '@levita/i18n';
import { Button, Cluster, Modal, Notice, Stack, TextField } from '@levita/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** "1 música, 1 membro": what a draft left out, or '' when nothing was. */
function leftOutText(t: (key: string, options?: Record<string, unknown>) => string, left: LeftOut) {
  return [
    left.musicas ? t('use.leftSongs', { count: left.musicas }) : '',
    left.membros ? t('use.leftMembers', { count: left.membros }) : '',
    left.vagas ? t('use.leftSlots', { count: left.vagas }) : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * A draft from the template on a day (the template's time unless changed), then its edit
 * screen, to adjust it before publishing. What the template named and is gone or away that
 * day was left out, and the notice says so.
 */
export function UseTemplateDialog({
  template,
  onClose,
}: {
  template: TemplateSummary;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('schedule-templates');
  const { notify } = useRemoteProps();
  const navigate = useNavigate();
  const make = useScheduleFromTemplate();
  const [date, setDate] = useState(() => toCalendarDate(new Date()));
  const [time, setTime] = useState(template.horario);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (make.isPending || !date || !time) return;
    make.mutate(
      { templateId: template.id, data: date, horario: time },
      {
        onSuccess: ({ escala, deixados_de_fora }) => {
          const left = leftOutText(t, deixados_de_fora);
          notify({
            type: 'success',
            message: left
              ? t('use.doneLeftOut', { name: template.nome, list: left })
              : t('use.done', { name: template.nome }),
          });
          onClose();
          void navigate(paths.editSchedule.getHref(escala.id));
        },
      },
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!make.isPending}
      title={t('use.title', { name: template.nome })}
    >
      <Stack as="form" onSubmit={submit} noValidate>
        <p>{t('use.intro')}</p>
        <TextField
          type="date"
          label={t('use.date')}
          required
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={date ? undefined : t('use.required')}
        />
        <TextField
          type="time"
          step={900}
          label={t('use.time')}
          required
          value={time}
          onChange={(event) => setTime(event.target.value)}
          error={time ? undefined : t('use.required')}
        />
        {make.isError ? (
          <Notice $tone="danger" role="alert">
            {errorMessageOf(make.error, i18n.language)}
          </Notice>
        ) : null}
        <Cluster $gap={2} $justify="end">
          <Button variant="secondary" onClick={onClose} disabled={make.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={make.isPending}>
            {t('use.submit')}
          </Button>
        </Cluster>
      </Stack>
    </Modal>
  );
}
