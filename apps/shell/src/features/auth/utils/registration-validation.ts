import {
  MIN_PASSWORD_LENGTH,
  MIN_PASSWORD_STRENGTH,
  PHONE_PATTERN,
  emailField,
  nameField,
  passwordStrength,
} from '@levita/contracts';
import { isValidationCode, type ValidationCode } from './auth-messages';

export interface RegistrationValues {
  nome: string;
  email: string;
  telefone: string;
  senha: string;
  confirmarSenha: string;
}

export type RegistrationField = keyof RegistrationValues;

export interface RegistrationProblem {
  field: RegistrationField;
  code: ValidationCode;
}

function fieldProblem(
  field: RegistrationField,
  result: { success: boolean; error?: { issues: { message: string }[] } },
): RegistrationProblem | null {
  if (result.success) return null;
  const code = result.error?.issues[0]?.message ?? 'required';
  return { field, code: isValidationCode(code) ? code : 'required' };
}

/**
 * The first problem of a registration form, or null. Name and e-mail come first, as the
 * browser's own checks of required and e-mail fields would; then part 1 §5 in its order:
 * passwords_dont_match, password_min_length, password_stronger, invalid_phone. The rules
 * are the contracts' (the server applies the same ones).
 */
export function firstRegistrationProblem(values: RegistrationValues): RegistrationProblem | null {
  const checks: (() => RegistrationProblem | null)[] = [
    () => fieldProblem('nome', nameField.safeParse(values.nome)),
    () => fieldProblem('email', emailField.safeParse(values.email)),
    () =>
      values.senha === values.confirmarSenha
        ? null
        : { field: 'confirmarSenha', code: 'passwords_dont_match' },
    () =>
      values.senha.length >= MIN_PASSWORD_LENGTH
        ? null
        : { field: 'senha', code: 'password_min_length' },
    () =>
      passwordStrength(values.senha) >= MIN_PASSWORD_STRENGTH
        ? null
        : { field: 'senha', code: 'password_stronger' },
    () =>
      PHONE_PATTERN.test(values.telefone.trim())
        ? null
        : { field: 'telefone', code: 'invalid_phone' },
  ];
  for (const check of checks) {
    const problem = check();
    if (problem) return problem;
  }
  return null;
}
