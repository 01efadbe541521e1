import { useUpdateSchedule } from '@levita/api-client';
import type { ScheduleDetail } from '@levita/contracts';
import { LeaveQuestionDialog, useLeaveGuard } from '@levita/federation';
import { BackLink, Button, Notice, StaleVersionNotice, Tabs, useVersionedEdit } from '@levita/ui';
import { type MouseEvent, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '@levita/i18n';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ScheduleStatusBadge } from '../../../components/schedule-status-badge';
import {
  ActionBar,
  ActionGroup,
  focusFirstMissing,
  FormMessages,
  SaveFeedbackNotice,
} from '../../../components/schedule-form';
import { paths } from '../../../config/paths';
import { useDisplayedSchedule } from '../../../hooks/use-displayed-schedule';
import { useScheduleSave } from '../../../hooks/use-schedule-save';
import {
  draftChanged,
  draftFromDetail,
  draftReducer,
  infoComplete,
} from '../../../utils/schedule-draft';
import { useRecheckWhenOpen } from '../hooks/use-recheck-when-open';
import { useRedirectAfterSave } from '../hooks/use-redirect-after-save';
import { editTabs, isEditTab, type EditTab } from '../utils/edit-tabs';
import { EditSavedModal } from './edit-saved-modal';
import { EditTabPanel } from './edit-tab-panel';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  max-width: 1040px;
  margin: 0 auto;
  min-width: 0;
  h1 {
    margin: 0;
  }
  h1:focus {
    outline: none;
  }
`;

const Subtitle = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** What stopped the user: leaving the first tab without a title, or saving without the info. */
type Refusal = 'tab' | 'save' | null;

/**
 * The edit screen of a schedule the caller may edit (part 2 §2, §4, §5): three tabs with
 * previous/next, cancel and save. The draft starts from the schedule as loaded; a save
 * checks availability again, shows a modal and opens the list 1500 ms later. A save refused
 * because someone changed the schedule meanwhile keeps the draft on screen until the person
 * reloads the schedule into it.
 */
export function EditScheduleForm({ schedule }: { schedule: ScheduleDetail }) {
  const { t } = useTranslation(['schedule-edit', 'schedule-form', 'schedules']);
  const navigate = useNavigate();
  const [start, setStart] = useState(() => draftFromDetail(schedule));
  const [draft, dispatch] = useReducer(draftReducer, start);
  // Fetched only when a stale edit is reloaded: the page's own query shows the record.
  const current = useDisplayedSchedule(schedule.id, { enabled: false });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [tab, setTab] = useState<EditTab>('informacoes');
  const [refusal, setRefusal] = useState<Refusal>(null);
  const [saved, setSaved] = useState(false);
  const update = useUpdateSchedule();
  const edit = useVersionedEdit({
    initial: schedule,
    fetchCurrent: async () => (await current.refetch({ throwOnError: true })).data,
    onReload: (fresh) => {
      const reloaded = draftFromDetail(fresh);
      setStart(reloaded);
      dispatch({ type: 'reset', draft: reloaded });
      setRefusal(null);
    },
    // The tab shown may not hold the first field: the page's title is where the form starts.
    focusAfterReload: headingRef,
  });
  const { save, saving, feedback, clearFeedback, removeUnavailable } = useScheduleSave({
    ministryId: schedule.ministerio_id,
    dispatch,
    send: (request) =>
      update.mutateAsync({
        scheduleId: schedule.id,
        schedule: { ...request, versao: edit.versao },
      }),
    scheduled: schedule.membros,
    onStale: edit.markStale,
  });

  const dirty = !saved && draftChanged(start, draft);
  const leaveGuard = useLeaveGuard(dirty);
  useRecheckWhenOpen(tab === 'membros', draft, removeUnavailable);
  useRedirectAfterSave(saved, paths.schedule.getHref(schedule.id));

  // Each message stays while its rule still fails, and goes as soon as it is met.
  const missingInfo =
    (refusal === 'tab' && draft.titulo.trim() === '') ||
    (refusal === 'save' && !infoComplete(draft));
  const index = editTabs.indexOf(tab);

  const select = (next: EditTab) => {
    if (next === tab) return;
    // Part 2 §4: moving past the first tab needs a title.
    if (tab === 'informacoes' && draft.titulo.trim() === '') {
      setRefusal('tab');
      focusFirstMissing(draft);
      return;
    }
    setRefusal(null);
    clearFeedback();
    setTab(next);
  };

  const submit = async () => {
    if (edit.stale) return;
    if (!infoComplete(draft)) {
      // Date and time may have been cleared before moving on: show them, then the first one.
      flushSync(() => {
        setRefusal('save');
        setTab('informacoes');
      });
      focusFirstMissing(draft);
      return;
    }
    setRefusal(null);
    if (await save(draft)) setSaved(true);
  };

  const toDetail = () => void navigate(paths.schedule.getHref(schedule.id));
  const cancel = () => leaveGuard.confirmThen(toDetail);
  const onBackLink = (event: MouseEvent) => {
    event.preventDefault();
    cancel();
  };

  return (
    <Page>
      <BackLink as={Link} to={paths.schedule.getHref(schedule.id)} onClick={onBackLink}>
        {t('backToSchedule')}
      </BackLink>
      <header>
        <h1 ref={headingRef} tabIndex={-1}>
          {t('title')}
        </h1>
        <Subtitle>
          <span>{schedule.titulo}</span>
          <ScheduleStatusBadge status={schedule.status} />
        </Subtitle>
      </header>
      <Tabs
        label={t('tabs.label')}
        selectedId={tab}
        onSelect={(id) => isEditTab(id) && select(id)}
        items={editTabs.map((id) => ({
          id,
          label: t(`tabs.${id}`),
          content: (
            <EditTabPanel
              tab={id}
              schedule={schedule}
              draft={draft}
              dispatch={dispatch}
              showMissing={missingInfo}
            />
          ),
        }))}
      />
      <FormMessages>
        {missingInfo ? (
          <Notice $tone="danger" role="alert">
            {t('required_fields')}
          </Notice>
        ) : null}
        {edit.stale ? <StaleVersionNotice message={t('staleVersion')} edit={edit} /> : null}
        {feedback ? (
          <SaveFeedbackNotice feedback={feedback} failedMessage={t('error_updating')} />
        ) : null}
      </FormMessages>
      <ActionBar>
        <ActionGroup>
          <Button variant="ghost" onClick={cancel} disabled={saving || saved}>
            {t('actions.cancel')}
          </Button>
          <Button
            variant="secondary"
            disabled={index === 0 || saving}
            onClick={() => select(editTabs[index - 1]!)}
          >
            {t('actions.previous')}
          </Button>
          <Button
            variant="secondary"
            disabled={index === editTabs.length - 1 || saving}
            onClick={() => select(editTabs[index + 1]!)}
          >
            {t('actions.next')}
          </Button>
        </ActionGroup>
        <ActionGroup>
          <Button loading={saving} disabled={saved || edit.stale} onClick={() => void submit()}>
            {t('actions.save')}
          </Button>
        </ActionGroup>
      </ActionBar>
      <EditSavedModal open={saved} onGoNow={toDetail} />
      <LeaveQuestionDialog
        guard={leaveGuard}
        title={t('discard.title')}
        message={t('discard.message')}
        leaveLabel={t('discard.leave')}
        stayLabel={t('discard.stay')}
      />
    </Page>
  );
}
