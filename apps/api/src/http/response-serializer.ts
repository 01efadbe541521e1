import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import {
  ResponseSerializationError,
  serializerCompiler as zodSerializerCompiler,
} from 'fastify-type-provider-zod';
import { safeEncode, toJSONSchema, type ZodMiniType } from 'zod/mini';

export interface ResponseSerializerOptions {
  /**
   * Also check every response against its zod contract, and answer 500 when it does not
   * hold. The API tests turn it on; production trusts the presenters (the tests proved them).
   */
  checkResponses: boolean;
}

/** A route's response schema: a zod type, or `{ properties: zodType }` (as the provider allows). */
function zodOf(schema: unknown): ZodMiniType {
  const candidate = schema as { _zod?: unknown; properties?: { _zod?: unknown } };
  if (candidate._zod) return schema as ZodMiniType;
  if (candidate.properties?._zod) return candidate.properties as ZodMiniType;
  throw new TypeError('a response schema must be a zod type');
}

type Stringify = (data: unknown) => string;

/*
 * Compiled writers by contract, for every app this process builds: compiling (zod to JSON
 * Schema, then fast-json-stringify's code generation) was 60 % of building an app, and one
 * contract serves several routes. The API tests build hundreds of apps per process. `null`
 * marks a contract JSON Schema cannot express.
 */
const compiled = new WeakMap<ZodMiniType, Stringify | null>();

function compiledStringify(schema: ZodMiniType): Stringify | null {
  let stringify = compiled.get(schema);
  if (stringify === undefined) {
    try {
      stringify = fastJson(toJSONSchema(schema, { io: 'output', target: 'draft-07' }) as object);
    } catch {
      stringify = null;
    }
    compiled.set(schema, stringify);
  }
  return stringify;
}

/**
 * Responses written by fast-json-stringify from the JSON Schema of the route's zod contract,
 * instead of zod encoding (and so validating) every response before `JSON.stringify`: a page
 * of ten songs cost 10 % of the list's CPU that way (docs/performance.md). Like zod's
 * encoding, it writes only the properties the contract names. A contract JSON Schema cannot
 * express (a transform) keeps zod's serializer.
 */
export function responseSerializerCompiler({
  checkResponses,
}: ResponseSerializerOptions): FastifySerializerCompiler<unknown> {
  return (route) => {
    const schema = zodOf(route.schema);
    const stringify = compiledStringify(schema);
    if (!stringify)
      return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    if (!checkResponses) return stringify;
    return (data) => {
      const checked = safeEncode(schema, data);
      if (checked.error)
        throw new ResponseSerializationError(route.method, route.url, { cause: checked.error });
      return stringify(data);
    };
  };
}
