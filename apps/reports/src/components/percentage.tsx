import { useFormatters } from '@levita/i18n';
import styled, { type DefaultTheme } from 'styled-components';
import { percentageTone, type PercentageTone } from '../utils/percentage-tone';

const toneColor = (theme: DefaultTheme, tone: PercentageTone) => theme.colors[tone];
const toneSurface = (theme: DefaultTheme, tone: PercentageTone) => theme.colors[`${tone}Surface`];

const Pill = styled.span<{ $tone: PercentageTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 1px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $tone }) => toneSurface(theme, $tone)};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  /* The colour is a second cue beside the number, never the only one. */
  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: ${({ theme, $tone }) => toneColor(theme, $tone)};
  }
  @media print {
    print-color-adjust: exact;
  }
`;

/** A report's percentage with one decimal, in green, yellow or red (part 2 §9). */
export function Percentage({ value }: { value: number }) {
  const { percent } = useFormatters();
  const tone = percentageTone(value);
  return (
    <Pill $tone={tone} data-tone={tone}>
      {percent(value)}
    </Pill>
  );
}
