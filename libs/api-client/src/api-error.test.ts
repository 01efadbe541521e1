import { describe, expect, it } from 'vitest';
import { ApiError, refusalReasonOf } from './api-error';

const answer = (status: number, message: string) =>
  new ApiError(status, { error: 'x', message }, { action: 'functions.delete' });

describe('refusalReasonOf', () => {
  it("gives a 4xx answer's message, the server's reason for refusing", () => {
    expect(refusalReasonOf(answer(409, 'Escalas finalizadas não podem ser excluídas.'))).toBe(
      'Escalas finalizadas não podem ser excluídas.',
    );
    expect(refusalReasonOf(answer(404, 'Escala não encontrada'))).toBe('Escala não encontrada');
    expect(refusalReasonOf(answer(403, 'Sem permissão'))).toBe('Sem permissão');
  });

  it('says a validation refusal as the screens show it', () => {
    const invalid = new ApiError(400, {
      error: 'validation_error',
      message: 'x',
      errors: { nome: ['obrigatório'] },
    });
    expect(refusalReasonOf(invalid)).toBe('Erro de validação: nome: obrigatório');
  });

  it('has no reason for a server failure, a network failure or anything else', () => {
    expect(refusalReasonOf(answer(500, ''))).toBeNull();
    expect(refusalReasonOf(answer(503, 'Serviço indisponível'))).toBeNull();
    expect(refusalReasonOf(answer(0, ''))).toBeNull();
    expect(refusalReasonOf(new Error('boom'))).toBeNull();
    expect(refusalReasonOf(null)).toBeNull();
  });
});
