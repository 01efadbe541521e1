import type { scheduleListQuerySchema, songSearchQuerySchema } from '@levita/contracts';
import { describe, expectTypeOf, it } from 'vitest';
import type { QueryParamsOf } from './query-params-of';

// Checked by the typecheck (tsc reads the tests); the run only confirms the file loads.
describe('QueryParamsOf', () => {
  it('keeps coerced numbers numbers, and makes defaulted and optional fields optional', () => {
    type Schedules = QueryParamsOf<typeof scheduleListQuerySchema>;
    expectTypeOf<Schedules['ministerio_id']>().toEqualTypeOf<number>();
    expectTypeOf<{ ministerio_id: 1 }>().toExtend<Schedules>();
    expectTypeOf<{ pagina: 2 }>().not.toExtend<Schedules>();
    expectTypeOf<{ ministerio_id: 1; pagina: '2' }>().not.toExtend<Schedules>();

    type Search = QueryParamsOf<typeof songSearchQuerySchema>;
    expectTypeOf<{ termo: 'graça'; por_pagina: 20 }>().toExtend<Search>();
    expectTypeOf<Search['termo']>().toEqualTypeOf<string | undefined>();
  });
});
