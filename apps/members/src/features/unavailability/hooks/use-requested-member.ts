import { useSearchParams } from 'react-router-dom';

/**
 * The member whose list `?membro=` asks for: their id, 'invalid' when the value is no id at
 * all, null without the parameter (the page's own view).
 */
export function useRequestedMember(): number | 'invalid' | null {
  const [params] = useSearchParams();
  const raw = params.get('membro');
  if (raw === null) return null;
  const id = Number(raw);
  return /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : 'invalid';
}
