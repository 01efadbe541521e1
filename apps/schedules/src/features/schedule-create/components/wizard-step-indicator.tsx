import { VisuallyHidden } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { stepIndex, wizardSteps, type WizardStep } from '../utils/wizard-steps';

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  padding-bottom: ${({ theme }) => theme.space(2)};
  border-bottom: 3px solid
    ${({ theme, $state }) => ($state === 'todo' ? theme.colors.border : theme.colors.primary)};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.textMuted : theme.colors.text)};
  font-weight: ${({ $state }) => ($state === 'current' ? 700 : 500)};
  span:last-child {
    overflow-wrap: anywhere;
  }
  ${({ theme }) => theme.media.phone} {
    font-size: ${({ theme }) => theme.font.small};
  }
`;

const StepNumber = styled.span<{ $state: 'done' | 'current' | 'todo' }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $state }) =>
    $state === 'todo' ? theme.colors.surfaceMuted : theme.colors.primary};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.text : theme.colors.primaryText)};
  font-weight: 700;
`;

/** Where the wizard is (part 2 §4): the current step carries aria-current="step". */
export function WizardStepIndicator({ current }: { current: WizardStep }) {
  const { t } = useTranslation('schedule-create');
  const currentIndex = stepIndex(current);
  return (
    <Steps aria-label={t('steps.label')}>
      {wizardSteps.map((step, index) => {
        const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo';
        return (
          <Item key={step} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <StepNumber $state={state} aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </StepNumber>
            <span>
              {t(`steps.${step}`)}
              {state === 'done' ? (
                <>
                  {' '}
                  <VisuallyHidden>{t('steps.done')}</VisuallyHidden>
                </>
              ) : null}
            </span>
          </Item>
        );
      })}
    </Steps>
  );
}
