import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Part 2 §9: after an edit is saved the list opens 1500 ms later, time to read the message. */
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
