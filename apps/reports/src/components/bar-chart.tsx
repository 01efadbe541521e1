import { useId } from 'react';
import styled from 'styled-components';

export interface BarChartItem {
  key: string | number;
  label: string;
  value: number;
  /** The value as read out and shown beside the bar ("4 participações · 80,0%"). */
  valueText: string;
}

const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  figcaption {
    font-weight: 600;
  }
`;

const Rows = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/* Label, bar and number on one line; on a phone the label goes above its bar. */
const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(6rem, 14rem) minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  }
`;

const Label = styled.span`
  overflow-wrap: anywhere;
  ${({ theme }) => theme.media.phone} {
    grid-column: 1 / -1;
  }
`;

const Track = styled.span`
  display: block;
  height: 0.75rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;

const Bar = styled.span`
  display: block;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  @media print {
    print-color-adjust: exact;
  }
`;

const Value = styled.span`
  font-size: ${({ theme }) => theme.font.small};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export interface BarChartProps {
  title: string;
  items: readonly BarChartItem[];
}

/**
 * Horizontal bars, longest value first as given: readable on a phone, printable, and plain
 * markup (no chart library: a bar is a width). Screen readers get each row's label and
 * value as text; the bars themselves are decoration.
 */
export function BarChart({ title, items }: BarChartProps) {
  const titleId = useId();
  const max = Math.max(0, ...items.map((item) => item.value));
  return (
    <Figure aria-labelledby={titleId}>
      <figcaption id={titleId}>{title}</figcaption>
      <Rows>
        {items.map((item) => (
          <Row key={item.key}>
            <Label>{item.label}</Label>
            <Track aria-hidden="true">
              <Bar
                data-value={item.value}
                style={{ width: `${max === 0 ? 0 : (item.value / max) * 100}%` }}
              />
            </Track>
            <Value>{item.valueText}</Value>
          </Row>
        ))}
      </Rows>
    </Figure>
  );
}
