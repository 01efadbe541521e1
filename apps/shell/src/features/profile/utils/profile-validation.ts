import { MIN_PASSWORD_LENGTH, PHONE_PATTERN } from '@levita/contracts';

export interface ProfileValues {
  nome: string;
  /** As the phone field formats it; empty clears the phone. */
  telefone: string;
  changingPassword: boolean;
  senhaAtual: string;
  novaSenha: string;
  confirmacao: string;
}

export type ProfileField = Exclude<keyof ProfileValues, 'changingPassword'>;

export type ProfileProblemCode =
  | 'name_required'
  | 'invalid_phone'
  | 'current_password_required'
  | 'new_password_required'
  | 'password_min_length'
  | 'passwords_dont_match';

export interface ProfileProblem {
  field: ProfileField;
  code: ProfileProblemCode;
}

/** Part 2 §5 (Profile), in the form's order, so the first problem is the first field to fix. */
export function profileProblems(values: ProfileValues): ProfileProblem[] {
  const problems: ProfileProblem[] = [];
  if (!values.nome.trim()) problems.push({ field: 'nome', code: 'name_required' });
  if (values.telefone && !PHONE_PATTERN.test(values.telefone))
    problems.push({ field: 'telefone', code: 'invalid_phone' });
  if (!values.changingPassword) return problems;
  if (!values.senhaAtual) problems.push({ field: 'senhaAtual', code: 'current_password_required' });
  if (!values.novaSenha) problems.push({ field: 'novaSenha', code: 'new_password_required' });
  else if (values.novaSenha.length < MIN_PASSWORD_LENGTH)
    problems.push({ field: 'novaSenha', code: 'password_min_length' });
  if (values.confirmacao !== values.novaSenha)
    problems.push({ field: 'confirmacao', code: 'passwords_dont_match' });
  return problems;
}

/**
 * What must exist before a save (part 2 §5): the session's token, then the loaded user whose
 * id the call names. Checked at the moment of saving, as the session can end in another tab.
 */
export function saveBlocker(token: string | null, user: { id: number } | null | undefined) {
  if (!token) return 'no_token' as const;
  if (!user) return 'no_user_data' as const;
  return null;
}
