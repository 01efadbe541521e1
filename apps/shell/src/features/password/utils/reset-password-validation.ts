import { MIN_PASSWORD_LENGTH } from '@levita/contracts';

export interface ResetPasswordValues {
  senha: string;
  confirmacao: string;
  token: string;
}

export type ResetPasswordProblem =
  | { field: 'confirmacao'; code: 'passwords_dont_match' }
  | { field: 'senha'; code: 'password_min_length' }
  | { field: 'token'; code: 'token_not_found' };

/** Part 2 §5, in the spec's order: passwords match, at least 6 characters, a token exists. */
export function resetPasswordProblems({
  senha,
  confirmacao,
  token,
}: ResetPasswordValues): ResetPasswordProblem[] {
  const problems: ResetPasswordProblem[] = [];
  if (senha !== confirmacao) problems.push({ field: 'confirmacao', code: 'passwords_dont_match' });
  if (senha.length < MIN_PASSWORD_LENGTH)
    problems.push({ field: 'senha', code: 'password_min_length' });
  if (!token) problems.push({ field: 'token', code: 'token_not_found' });
  return problems;
}
