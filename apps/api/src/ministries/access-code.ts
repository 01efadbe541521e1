/** What a person typed, as stored: codes are matched without regard to case or spaces. */
export const normaliseAccessCode = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();
