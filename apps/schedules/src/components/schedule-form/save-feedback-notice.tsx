import { Notice } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import type { SaveFeedback } from '../../hooks/use-schedule-save';
import type { ValidationSubject } from '../../utils/validation-lines';

interface SaveFeedbackNoticeProps {
  feedback: SaveFeedback;
  /** The screen's own words for a failure that is no validation error. */
  failedMessage: string;
}

/**
 * Why a save stopped (part 2 §5, §8): unavailable members taken off, the server's validation
 * errors as "Erro na validação dos dados:" and a line per problem, or the screen's message.
 */
export function SaveFeedbackNotice({ feedback, failedMessage }: SaveFeedbackNoticeProps) {
  const { t } = useTranslation(['schedule-form', 'schedules']);

  const subject = (about: ValidationSubject): string => {
    switch (about.kind) {
      case 'field':
        return t(`schedules:fields.${about.field}`);
      case 'song':
        return about.name
          ? t('validation.song', { position: about.position, name: about.name })
          : t('validation.songAt', { position: about.position });
      case 'member':
        if (!about.name) return t('validation.members');
        return about.functionName
          ? t('validation.memberFunction', { name: about.name, function: about.functionName })
          : t('validation.member', { name: about.name });
      case 'songs':
        return t('validation.songs');
      case 'members':
        return t('validation.members');
      case 'other':
        return about.key;
    }
  };

  return (
    <Notice $tone="danger" role="alert">
      {feedback.kind === 'removed' ? (
        <p>{t('unavailable_members_removed', { count: feedback.count })}</p>
      ) : feedback.kind === 'validation' ? (
        <>
          <p>{t('validation.title')}</p>
          <ul>
            {feedback.lines.map((line, index) => (
              <li key={index}>
                {t('validation.line', {
                  subject: subject(line.subject),
                  messages: line.messages.join(' '),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p>{failedMessage}</p>
          {feedback.detail && feedback.detail !== failedMessage ? <p>{feedback.detail}</p> : null}
        </>
      )}
    </Notice>
  );
}
