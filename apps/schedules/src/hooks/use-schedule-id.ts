import { useParams } from 'react-router-dom';

/**
 * The schedule the URL names (`:escalaId`), or null when it is no id at all ("abc", "0"):
 * such a page shows the not-found view without asking the API.
 */
export function useScheduleId(): number | null {
  const raw = useParams().escalaId ?? '';
  const id = Number(raw);
  return /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : null;
}
