// No zod here: web pages import the paths without the schemas (`@levita/contracts/paths`).

/** A parameter's name without the fixed suffix after it (`:token.ics` is `token`). */
type ParamName<Param extends string> = Param extends `${infer Name}.${string}` ? Name : Param;

/** The `:name` parameters of a route pattern, as a union of names. */
export type PathParams<Pattern extends string> =
  Pattern extends `${string}:${infer Param}/${infer Rest}`
    ? ParamName<Param> | PathParams<`/${Rest}`>
    : Pattern extends `${string}:${infer Param}`
      ? ParamName<Param>
      : never;

/** The values a pattern needs: none for a fixed path, one per `:name` otherwise. */
export type PathArgs<Pattern extends string> = [PathParams<Pattern>] extends [never]
  ? []
  : [params: Record<PathParams<Pattern>, string | number>];

/**
 * A route pattern ('/musicas/:id', the syntax Fastify, MSW and React Router all read) with
 * its parameters filled in and escaped.
 */
export function fillPath<Pattern extends string>(
  pattern: Pattern,
  ...[params]: PathArgs<Pattern>
): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return pattern.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`fillPath: ${pattern} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}
