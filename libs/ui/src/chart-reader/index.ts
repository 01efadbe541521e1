export { ChartReader, type ChartReaderProps } from './chart-reader';
export { chartView, type ChartView, type ChartViewOptions } from './chart-view';
export { useChordChartTexts } from './use-chord-chart-texts';
