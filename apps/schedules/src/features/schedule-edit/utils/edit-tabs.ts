/** Part 2 §2 "Schedule edit": the edit screen's tabs, in order. */
export const editTabs = ['informacoes', 'musicas', 'membros'] as const;
export type EditTab = (typeof editTabs)[number];

export const isEditTab = (id: string): id is EditTab =>
  (editTabs as readonly string[]).includes(id);
