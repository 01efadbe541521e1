import { useParams } from 'react-router-dom';

/**
 * The member the URL names (`:membroId`), or null when it is no id at all ("abc", "0", "1.5"):
 * such a page shows the not-found view without asking the API.
 */
export function useMemberId(): number | null {
  const raw = useParams().membroId ?? '';
  const id = Number(raw);
  return /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : null;
}
