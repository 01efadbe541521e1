/** How a percentage reads at a glance (part 2 §9): above 75 green, above 50 yellow, else red. */
export type PercentageTone = 'success' | 'warning' | 'danger';

export function percentageTone(percent: number): PercentageTone {
  if (percent > 75) return 'success';
  if (percent > 50) return 'warning';
  return 'danger';
}
