import { parsePageParam } from '@levita/contracts';
import { useLatestSearchParams } from '@levita/federation';
import { useCallback } from 'react';

/** Part 2 §9: the repertoire shows 10 songs a page. */
export const SONG_LIST_PAGE_SIZE = 10;

const TERM_PARAM = 'termo';
const PAGE_PARAM = 'pagina';

/**
 * The list's search term and page live in the URL (`?termo=&pagina=`), so a reload, the back
 * button and the ministry home's search link all land on the same results.
 */
export function useSongListParams() {
  const [params, setParams] = useLatestSearchParams();
  const term = (params.get(TERM_PARAM) ?? '').trim();
  const page = parsePageParam(params.get(PAGE_PARAM));

  /** A new term starts again at page 1; replace, so typing does not fill the history. */
  const setTerm = useCallback(
    (next: string) =>
      setParams(
        (updated) => {
          const trimmed = next.trim();
          if (trimmed) updated.set(TERM_PARAM, trimmed);
          else updated.delete(TERM_PARAM);
          updated.delete(PAGE_PARAM);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  /** A page the user picks gets its own history entry (Back returns to the previous page). */
  const setPage = useCallback(
    (next: number, { replace = false }: { replace?: boolean } = {}) =>
      setParams(
        (updated) => {
          if (next > 1) updated.set(PAGE_PARAM, String(next));
          else updated.delete(PAGE_PARAM);
          return updated;
        },
        { replace },
      ),
    [setParams],
  );

  return { term, page, setTerm, setPage };
}
