/** What a screen may tune on a query hook; the key and fetcher stay the endpoint's own. */
export interface QueryHookOptions {
  enabled?: boolean;
  staleTime?: number;
  refetchInterval?: number | false;
}

/** The same, for answers a screen reshapes for display (naming former members). */
export interface SelectQueryHookOptions<Data> extends QueryHookOptions {
  select?: (data: Data) => Data;
}
