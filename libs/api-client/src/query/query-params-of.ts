import type { z } from 'zod/mini';

/** The keys a caller may leave out: optional in the schema's input (optional or defaulted). */
type OmittableKeys<Input> = {
  [Key in keyof Input]-?: Input extends Record<Key, unknown> ? never : Key;
}[keyof Input];

/**
 * The query parameters a call sends, read from the contract's query schema. Not z.input alone:
 * the server coerces every field from text, so z.input types them `unknown`; the parsed types
 * keep a number a number, and what the schema defaults or makes optional may be left out.
 */
export type QueryParamsOf<Schema extends z.ZodMiniType> = {
  [Key in Exclude<keyof z.output<Schema>, OmittableKeys<z.input<Schema>>>]: z.output<Schema>[Key];
} & {
  [Key in OmittableKeys<z.input<Schema>> & keyof z.output<Schema>]?: z.output<Schema>[Key];
};
