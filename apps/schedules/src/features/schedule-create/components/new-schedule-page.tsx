import { useCreateSchedule } from '@levita/api-client';
import { LeaveQuestionDialog, useLeaveGuard, useRemoteProps } from '@levita/federation';
import { toCalendarDate, useNamespaces, useTranslation } from '@levita/i18n';
import { BackLink, Button, Notice } from '@levita/ui';
import { type MouseEvent, useEffect, useReducer, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  ActionBar,
  ActionGroup,
  focusFirstMissing,
  FormMessages,
  SaveFeedbackNotice,
} from '../../../components/schedule-form';
import { paths } from '../../../config/paths';
import { useScheduleSave } from '../../../hooks/use-schedule-save';
import { draftChanged, draftReducer, emptyDraft } from '../../../utils/schedule-draft';
import { useFocusOnChange } from '../hooks/use-focus-on-change';
import { forwardBlocker, stepIndex, wizardSteps, type WizardStep } from '../utils/wizard-steps';
import { WizardStepContent } from './wizard-step-content';
import { WizardStepIndicator } from './wizard-step-indicator';
import { pageTexts } from '../../../config/page-texts';

/** Its own texts, which load with it rather than with the remote's chunk. */
const texts = pageTexts('schedule-create', 'schedule-form');

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  max-width: 1040px;
  margin: 0 auto;
  min-width: 0;
  h1,
  h2 {
    margin: 0;
  }
`;

const Intro = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StepSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const StepHeader = styled.div`
  h2:focus {
    outline: none;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.small};
  }
`;

/**
 * /nova (part 2 §2 "New schedule wizard", §4, §5): informacoes, musicas, membros; then saved
 * as a draft or published. Behind RequireScheduleManager, so the ministry is there. Anything
 * typed is lost on leaving, so every way out asks first until the schedule is saved.
 */
export function NewSchedulePage() {
  useNamespaces(texts);
  const { t } = useTranslation(['schedule-create', 'schedule-form', 'schedules']);
  const { ministry, notify } = useRemoteProps();
  const ministryId = ministry?.id ?? 0;
  const navigate = useNavigate();
  // Part 2 §4: a new schedule starts today (the browser's day) at 19:00.
  const [start] = useState(() => emptyDraft(toCalendarDate(new Date())));
  const [draft, dispatch] = useReducer(draftReducer, start);
  const [step, setStep] = useState<WizardStep>('informacoes');
  const [refused, setRefused] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [saved, setSaved] = useState(false);
  const create = useCreateSchedule();
  const { save, saving, feedback, clearFeedback } = useScheduleSave({
    ministryId,
    dispatch,
    send: (request) => create.mutateAsync(request),
  });
  const headingRef = useFocusOnChange<HTMLHeadingElement>(step);

  const dirty = !saved && draftChanged(start, draft);
  const leaveGuard = useLeaveGuard(dirty);

  // Leaves once the guard has let go of the page (its listener goes in this same commit).
  useEffect(() => {
    if (saved) void navigate(paths.list.getHref());
  }, [saved, navigate]);

  // The message stays while the step still fails its rule, and goes as soon as it is met.
  const blocker = refused ? forwardBlocker(step, draft) : null;
  const index = stepIndex(step);
  const isLast = index === wizardSteps.length - 1;

  const goTo = (next: WizardStep) => {
    setRefused(false);
    clearFeedback();
    setStep(next);
  };
  const forward = () => {
    if (forwardBlocker(step, draft)) {
      setRefused(true);
      if (step === 'informacoes') focusFirstMissing(draft);
      return;
    }
    goTo(wizardSteps[index + 1]!);
  };
  const submit = async (publish: boolean) => {
    setPublishing(publish);
    if (!(await save({ ...draft, publicada: publish }))) return;
    notify({ type: 'success', message: t(publish ? 'saved.published' : 'saved.draft') });
    setSaved(true);
  };
  const leave = () => leaveGuard.confirmThen(() => void navigate(paths.list.getHref()));
  const onBackLink = (event: MouseEvent) => {
    event.preventDefault();
    leave();
  };

  return (
    <Page>
      <BackLink as={Link} to={paths.list.getHref()} onClick={onBackLink}>
        {t('schedules:backToList')}
      </BackLink>
      <header>
        <h1>{t('title')}</h1>
        <Intro>{t('intro')}</Intro>
      </header>
      <WizardStepIndicator current={step} />
      <StepSection aria-labelledby="wizard-step-title">
        <StepHeader>
          <h2 id="wizard-step-title" ref={headingRef} tabIndex={-1}>
            {t(`steps.${step}`)}
          </h2>
          <p>{t('steps.progress', { current: index + 1, total: wizardSteps.length })}</p>
        </StepHeader>
        <WizardStepContent
          step={step}
          ministryId={ministryId}
          draft={draft}
          dispatch={dispatch}
          showMissing={blocker === 'new_schedule.required_fields'}
        />
      </StepSection>
      <FormMessages>
        {blocker ? (
          <Notice $tone="danger" role="alert">
            {t(blocker)}
          </Notice>
        ) : null}
        {feedback ? (
          <SaveFeedbackNotice
            feedback={feedback}
            failedMessage={t('new_schedule.error_creating')}
          />
        ) : null}
      </FormMessages>
      <ActionBar>
        <ActionGroup>
          <Button variant="ghost" onClick={leave} disabled={saving}>
            {t('actions.cancel')}
          </Button>
          {index > 0 ? (
            <Button
              variant="secondary"
              disabled={saving}
              onClick={() => goTo(wizardSteps[index - 1]!)}
            >
              {t('actions.back')}
            </Button>
          ) : null}
        </ActionGroup>
        <ActionGroup>
          {isLast ? (
            <>
              <Button
                variant="secondary"
                loading={saving && !publishing}
                disabled={saving}
                onClick={() => void submit(false)}
              >
                {t('actions.saveDraft')}
              </Button>
              <Button
                loading={saving && publishing}
                disabled={saving}
                onClick={() => void submit(true)}
              >
                {t('actions.publish')}
              </Button>
            </>
          ) : (
            <Button onClick={forward}>{t('actions.next')}</Button>
          )}
        </ActionGroup>
      </ActionBar>
      <LeaveQuestionDialog
        guard={leaveGuard}
        title={t('discard.title')}
        message={t('discard.message')}
        leaveLabel={t('discard.confirm')}
        stayLabel={t('discard.cancel')}
      />
    </Page>
  );
}
