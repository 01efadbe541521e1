/** A JSON call that must answer `expected`; returns the parsed body. */
export async function call<T>(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; expected?: number } = {},
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
      ...(options.token && { authorization: `Bearer ${options.token}` }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (response.status !== (options.expected ?? 200))
    throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}
