/** What a screen may tune on a query hook; the key and fetcher stay the endpoint's own. */
export interface QueryHookOptions {
  enabled?: boolean;
  staleTime?: number;
  refetchInterval?: number | false;
}
