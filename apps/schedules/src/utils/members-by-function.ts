import { functionDisplayName, type ScheduledMember, type ServerLocale } from '@levita/contracts';

export interface SetlistPerson {
  memberId: number;
  name: string;
  /** The observation scheduled with this function ("Abre o culto"), if any. */
  note: string | null;
}

export interface FunctionGroup {
  key: string;
  /** The function's name; null for the members scheduled without any function. */
  name: string | null;
  icon: string | null;
  people: SetlistPerson[];
}

const NO_FUNCTION = 'none';

/**
 * The team as a setlist shows it: one entry per function, then the people who play it (in
 * the API's name order). Functions follow the ministry's catalogue (their ids: the default
 * ones come vocals first, then the instruments); a function deleted since keeps its name and
 * goes after, and members without a function come last. A default function is named in
 * `locale` ("Teclado" reads "Keyboard" in en-US), as on every other page.
 */
export function membersByFunction(
  members: readonly ScheduledMember[],
  locale: ServerLocale,
): FunctionGroup[] {
  const groups = new Map<string, FunctionGroup & { id: number | null }>();
  const join = (key: string, group: Omit<FunctionGroup, 'key' | 'people'>, id: number | null) => {
    const existing = groups.get(key);
    if (existing) return existing;
    const created = { key, ...group, id, people: [] };
    groups.set(key, created);
    return created;
  };
  for (const member of members) {
    const person = { memberId: member.membro_id, name: member.membro.nome };
    if (member.funcoes.length === 0) {
      join(NO_FUNCTION, { name: null, icon: null }, null).people.push({ ...person, note: null });
      continue;
    }
    for (const fn of member.funcoes) {
      const key = fn.id === null ? `deleted:${fn.nome}` : `function:${fn.id}`;
      join(key, { name: functionDisplayName(fn.nome, locale), icon: fn.icone }, fn.id).people.push({
        ...person,
        note: fn.observacao,
      });
    }
  }
  const rank = (group: FunctionGroup & { id: number | null }) =>
    group.name === null ? 2 : group.id === null ? 1 : 0;
  return [...groups.values()]
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        (a.id ?? 0) - (b.id ?? 0) ||
        (a.name ?? '').localeCompare(b.name ?? '', 'pt-BR'),
    )
    .map(({ key, name, icon, people }) => ({ key, name, icon, people }));
}
