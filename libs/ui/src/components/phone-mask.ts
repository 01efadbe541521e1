import type { Locale } from '@levita/i18n';

/** Part 1 §5 and §9: the phone input keeps only digits, at most 11. */
export const MAX_PHONE_DIGITS = 11;

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, MAX_PHONE_DIGITS);
}

/**
 * Brazilian layout: (DD) NNNN-NNNN with 10 digits, (DD) NNNNN-NNNN with 11 (mobile).
 * Separators appear only once a digit follows them, so Backspace always removes a digit.
 */
function formatBrazilian(digits: string): string {
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const area = digits.slice(0, 2);
  const local = digits.slice(2);
  if (local.length <= 4) return `(${area}) ${local}`;
  const split = local.length === 9 ? 5 : 4;
  return `(${area}) ${local.slice(0, split)}-${local.slice(split)}`;
}

/**
 * US layout (XXX) XXX-XXXX of part 1 §5 for up to 10 digits. The field still takes the 11
 * digits of §9: an 11-digit number cannot be a US number without its country code, and the
 * app's users are mostly in Brazil, so 11 digits switch to the Brazilian mobile layout
 * (DD) NNNNN-NNNN, the same switch the Brazilian mask makes from 10 to 11 digits. Either way
 * a complete number matches the server's pattern (PHONE_PATTERN in contracts).
 */
function formatUs(digits: string): string {
  if (digits.length === MAX_PHONE_DIGITS) return formatBrazilian(digits);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  const area = digits.slice(0, 3);
  const local = digits.slice(3);
  if (local.length <= 3) return `(${area}) ${local}`;
  return `(${area}) ${local.slice(0, 3)}-${local.slice(3)}`;
}

/** Formats whatever was typed or pasted: letters and extra digits are dropped. */
export function formatPhone(value: string, locale: Locale): string {
  const digits = phoneDigits(value);
  return locale === 'pt-BR' ? formatBrazilian(digits) : formatUs(digits);
}
