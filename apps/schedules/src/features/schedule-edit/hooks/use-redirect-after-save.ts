import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * After an edit is saved the schedule opens 1500 ms later, time to read the message (part 2 §9
 * said the list; docs/decisions.md says why the schedule).
 */
export const EDIT_SAVED_REDIRECT_MS = 1500;

/** Goes to `to` once `saved` turns true, after the delay; leaving the page first cancels it. */
export function useRedirectAfterSave(saved: boolean, to: string) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => void navigate(to), EDIT_SAVED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [saved, to, navigate]);
}
