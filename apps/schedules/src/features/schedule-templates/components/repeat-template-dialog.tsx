import { errorMessageOf, useCreateRecurrence, usePreviewRecurrence } from '@levita/api-client';
import { addDays, type RecurrenceRequest, type TemplateSummary } from '@levita/contracts';
import { useRemoteProps } from '@levita/federation';
import { toCalendarDate, useFormatters, useTranslation } from '@levita/i18n';
import { Button, Checkbox, Cluster, Modal, Notice, Stack, TextField } from '@levita/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';

const Days = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 700;
  }
`;

const Day = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 140px;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Range = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Dates = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  max-height: 240px;
  overflow-y: auto;
  li[data-existe='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Sunday first, as the calendar reads in Brazil. */
const weekdays = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * "Repetir": the drafts of a weekly rule from the template (weekdays, each at its time) over
 * a range of at most 26 weeks. The dates come first, with those that have the template's
 * schedule already; making them again makes nothing twice (docs/schedules.md "Recurring").
 */
export function RepeatTemplateDialog({
  template,
  onClose,
}: {
  template: TemplateSummary;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('schedule-templates');
  const format = useFormatters();
  const { ministry, notify } = useRemoteProps();
  const preview = usePreviewRecurrence();
  const create = useCreateRecurrence(ministry?.id ?? 0);
  const today = toCalendarDate(new Date());
  const [times, setTimes] = useState<Partial<Record<number, string>>>({});
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(() => addDays(today, 27));
  const [noDay, setNoDay] = useState(false);

  const rule: RecurrenceRequest = {
    regras: weekdays.flatMap((day) =>
      times[day] === undefined
        ? []
        : [{ dia_semana: day, horario: times[day] || template.horario }],
    ),
    data_inicial: from,
    data_final: to,
  };
  const changed = () => {
    preview.reset();
    create.reset();
  };
  const toggle = (day: number, on: boolean) => {
    setTimes((current) => {
      const next = { ...current };
      if (on) next[day] = template.horario;
      else delete next[day];
      return next;
    });
    setNoDay(false);
    changed();
  };
  const fresh = preview.data?.datas.filter((date) => !date.existe).length ?? 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rule.regras.length === 0) {
      setNoDay(true);
      return;
    }
    if (!preview.data) {
      preview.mutate({ templateId: template.id, rule });
      return;
    }
    create.mutate(
      { templateId: template.id, rule },
      {
        onSuccess: ({ criadas, puladas }) => {
          notify({
            type: 'success',
            message: [
              t('repeat.done', { count: criadas.length, name: template.nome }),
              puladas.length ? t('repeat.skipped', { count: puladas.length }) : '',
            ]
              .filter(Boolean)
              .join(' '),
          });
          onClose();
        },
      },
    );
  };
  const failure = preview.error ?? create.error;
  const pending = preview.isPending || create.isPending;

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!pending}
      title={t('repeat.title', { name: template.nome })}
    >
      <Stack as="form" onSubmit={submit} noValidate>
        <p>{t('repeat.intro')}</p>
        <Days>
          <legend>{t('repeat.days')}</legend>
          {weekdays.map((day) => (
            <Day key={day}>
              <Checkbox
                label={t(`repeat.weekday.${day}`)}
                checked={times[day] !== undefined}
                onChange={(event) => toggle(day, event.target.checked)}
              />
              {times[day] !== undefined ? (
                <TextField
                  type="time"
                  step={900}
                  label={t('repeat.timeOf', { day: t(`repeat.weekday.${day}`) })}
                  value={times[day]}
                  onChange={(event) => {
                    setTimes({ ...times, [day]: event.target.value });
                    changed();
                  }}
                />
              ) : null}
            </Day>
          ))}
          {noDay ? (
            <Notice $tone="danger" role="alert">
              {t('repeat.noDay')}
            </Notice>
          ) : null}
        </Days>
        <Range>
          <TextField
            type="date"
            label={t('repeat.from')}
            required
            value={from}
            onChange={(event) => {
              setFrom(event.target.value);
              changed();
            }}
          />
          <TextField
            type="date"
            label={t('repeat.to')}
            hint={t('repeat.toHint')}
            required
            value={to}
            onChange={(event) => {
              setTo(event.target.value);
              changed();
            }}
          />
        </Range>
        {preview.data ? (
          <>
            <p role="status">
              {t('repeat.summary', {
                count: fresh,
                existing: preview.data.datas.length - fresh,
              })}
            </p>
            <Dates aria-label={t('repeat.dates')}>
              {preview.data.datas.map((date) => (
                <li key={`${date.data}T${date.horario}`} data-existe={date.existe}>
                  {t(date.existe ? 'repeat.dateExisting' : 'repeat.date', {
                    date: format.longDate(`${date.data}T${date.horario}:00`),
                    time: format.time(`${date.data}T${date.horario}:00`),
                  })}
                </li>
              ))}
            </Dates>
          </>
        ) : null}
        {failure ? (
          <Notice $tone="danger" role="alert">
            {errorMessageOf(failure, i18n.language)}
          </Notice>
        ) : null}
        <Cluster $gap={2} $justify="end">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('cancel')}
          </Button>
          {preview.data ? (
            <Button type="submit" loading={create.isPending} disabled={fresh === 0}>
              {t('repeat.create', { count: fresh })}
            </Button>
          ) : (
            <Button type="submit" loading={preview.isPending}>
              {t('repeat.preview')}
            </Button>
          )}
        </Cluster>
      </Stack>
    </Modal>
  );
}
