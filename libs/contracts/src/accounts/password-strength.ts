/** Part 1 §9: the rules every password form and the server share. */
export const MIN_PASSWORD_LENGTH = 6;
export const MIN_PASSWORD_STRENGTH = 3;
export const STRENGTH_LENGTH_CRITERION = 8;

/**
 * Strength score of part 1 §5: one point each for length of 8 or more, an uppercase letter,
 * a lowercase letter, a digit and a special character (0-5).
 */
export function passwordStrength(password: string): number {
  const criteria = [
    password.length >= STRENGTH_LENGTH_CRITERION,
    /\p{Lu}/u.test(password),
    /\p{Ll}/u.test(password),
    /\d/.test(password),
    /[^\p{L}\d\s]/u.test(password),
  ];
  return criteria.filter(Boolean).length;
}
