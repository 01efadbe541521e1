import { describe, expect, it } from 'vitest';
import { scheduleAccessOf, scheduleRights, scheduleSearchText } from './schedule-rights';

const draft = { publicada: 0, finalizada: 0, responsavel_id: 5 };
const published = { publicada: 1, finalizada: 0, responsavel_id: 5 };

describe('scheduleRights', () => {
  it('shows drafts to admin rights and to their leader only', () => {
    expect(scheduleRights('ADMIN', draft, 1)).toEqual({
      visible: true,
      canEdit: true,
      manages: true,
    });
    expect(scheduleRights('MEMBRO', draft, 5)).toEqual({
      visible: true,
      canEdit: true,
      manages: false,
    });
    expect(scheduleRights('MEMBRO', draft, 6).visible).toBe(false);
    expect(scheduleRights('MEMBRO', draft, undefined).visible).toBe(false);
  });

  it('shows published and finished schedules to every member, editable by admins and the leader', () => {
    expect(scheduleRights('MEMBRO', published, 6)).toEqual({
      visible: true,
      canEdit: false,
      manages: false,
    });
    expect(scheduleRights('MEMBRO', { ...draft, finalizada: true }, 6).visible).toBe(true);
    expect(scheduleRights('PROPRIETARIO', published, undefined).canEdit).toBe(true);
  });
});

describe('scheduleAccessOf', () => {
  it('answers nothing for a draft the caller may not see, else who they are and what they may do', () => {
    expect(scheduleAccessOf('MEMBRO', draft, 6)).toBeUndefined();
    expect(scheduleAccessOf('MEMBRO', draft, 5)).toEqual({
      memberId: 5,
      manages: false,
      canEdit: true,
    });
    expect(scheduleAccessOf('ADMIN', draft, undefined)).toEqual({
      memberId: undefined,
      manages: true,
      canEdit: true,
    });
    expect(scheduleAccessOf('MEMBRO', published, 6)).toEqual({
      memberId: 6,
      manages: false,
      canEdit: false,
    });
  });
});

describe('scheduleSearchText', () => {
  it('folds title and location together', () => {
    expect(scheduleSearchText({ titulo: 'Culto da Família', local: 'Templo  Sede' })).toBe(
      'culto da familia templo sede',
    );
    expect(scheduleSearchText({ titulo: 'Ensaio', local: null })).toBe('ensaio');
  });
});
