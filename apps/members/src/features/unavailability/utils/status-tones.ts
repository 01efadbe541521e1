import type { UnavailabilityStatus } from '@levita/contracts';
import type { BadgeTone } from '@levita/ui';

/** Part 2 §4: current yellow, future red, past grey, in the theme's badge tones. */
export const statusTones: Record<UnavailabilityStatus, BadgeTone> = {
  atual: 'warning',
  futura: 'danger',
  passada: 'neutral',
};
