import { describe, expect, it } from 'vitest';
import { assignmentRefusal, assignmentRefusalAnswers } from './assignment-refusal';

describe('assignmentRefusal', () => {
  it('gives functions to active members only', () => {
    expect(assignmentRefusal({ memberStatus: 'ATIVO', ministryId: 1 })).toBeUndefined();
    expect(assignmentRefusal({ memberStatus: 'INATIVO', ministryId: 1 })).toBe(
      'assignee_not_active',
    );
    expect(
      assignmentRefusal({ memberStatus: 'PENDENTE', ministryId: 1, functionMinistryId: 1 }),
    ).toBe('assignee_not_active');
  });

  it('refuses a function of another ministry, or one that does not exist, as a bad value', () => {
    const active = { memberStatus: 'ATIVO' as const, ministryId: 1 };
    expect(assignmentRefusal({ ...active, functionMinistryId: 1 })).toBeUndefined();
    expect(assignmentRefusal({ ...active, functionMinistryId: 2 })).toBe(
      'function_not_in_ministry',
    );
    expect(assignmentRefusal({ ...active, functionMinistryId: null })).toBe(
      'function_not_in_ministry',
    );
    expect(assignmentRefusalAnswers.assignee_not_active.status).toBe(409);
    expect(assignmentRefusalAnswers.function_not_in_ministry.status).toBe(400);
  });
});
