import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import { describe, expect, it } from 'vitest';

const barrel = fileURLToPath(new URL('../../../libs/contracts/src/index.ts', import.meta.url));

/** What a page's bundle keeps of the contracts when it imports `names` and nothing else. */
async function bundleOf(names: string): Promise<string> {
  const result = await build({
    input: 'entry',
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === 'entry' ? id : null),
        load: (id) =>
          id === 'entry' ? `export { ${names} } from ${JSON.stringify(barrel)};` : null,
      },
    ],
  });
  return result.output[0].code;
}

/**
 * Every page imports a few things from the contracts; a schema built at module level with a
 * method call (`z.string().check(...)`, `.register(...)`) or a call zod does not mark pure
 * (`z.int()`) is kept in every bundle, used or not, unless it carries `/* @__PURE__ *\/`. The
 * helpers that build schemas (`wholeNumber`, `pastedText`...) carry `/* @__NO_SIDE_EFFECTS__ *\/`.
 */
describe('the contracts tree-shake', () => {
  it('a constant brings no schema with it', async () => {
    const code = await bundleOf('SONG_CHART_MAX_BYTES');
    // Only the two shared text checks stay (a spread `...typedText` counts as a use).
    expect(code).not.toMatch(/id: ["'`][A-Z]|_maxLength\(|_minLength\(|\bobject\(|\bint\(/);
  }, 30_000);

  it('a function brings no schema of its module', async () => {
    const code = await bundleOf('personalDataFileName');
    expect(code).toContain('levita-meus-dados');
    expect(code).not.toMatch(/MeusDados|_maxLength\(|\bobject\(/);
  }, 30_000);
});
