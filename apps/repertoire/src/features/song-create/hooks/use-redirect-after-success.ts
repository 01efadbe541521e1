import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Part 2 §9: after a manual song is saved the list opens 2 s later, time to read the message. */
export const NEW_SONG_REDIRECT_MS = 2000;

/** Goes to `to` once `done` turns true, after the delay; leaving the page first cancels it. */
export function useRedirectAfterSuccess(done: boolean, to: string) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate(to), NEW_SONG_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, to, navigate]);
}
