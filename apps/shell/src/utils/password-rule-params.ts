import {
  MIN_PASSWORD_LENGTH,
  MIN_PASSWORD_STRENGTH,
  STRENGTH_LENGTH_CRITERION,
} from '@levita/contracts';

/**
 * The limits a new password's hint names (register and reset): its length, and how many of the
 * strength criteria, the longer length among them.
 */
export const passwordRuleParams = {
  min: MIN_PASSWORD_LENGTH,
  strength: MIN_PASSWORD_STRENGTH,
  length: STRENGTH_LENGTH_CRITERION,
} as const;
