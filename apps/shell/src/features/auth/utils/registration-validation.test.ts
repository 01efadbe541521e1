import { describe, expect, it } from 'vitest';
import { firstRegistrationProblem, type RegistrationValues } from './registration-validation';

const valid: RegistrationValues = {
  nome: 'Ana Souza',
  email: 'ana@example.com',
  telefone: '(11) 98765-4321',
  senha: 'Abcdef1!',
  confirmarSenha: 'Abcdef1!',
};

describe('firstRegistrationProblem', () => {
  it('passes a valid form', () => {
    expect(firstRegistrationProblem(valid)).toBeNull();
  });

  it("names the contracts' own code for a name the server would refuse", () => {
    expect(firstRegistrationProblem({ ...valid, nome: 'Ana\u0000' })).toEqual({
      field: 'nome',
      code: 'invalid_characters',
    });
    expect(firstRegistrationProblem({ ...valid, nome: 'a'.repeat(121) })).toEqual({
      field: 'nome',
      code: 'too_long',
    });
    expect(firstRegistrationProblem({ ...valid, nome: '  ' })).toEqual({
      field: 'nome',
      code: 'required',
    });
  });
});
