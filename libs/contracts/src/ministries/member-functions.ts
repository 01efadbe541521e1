import { z } from 'zod/mini';
import { expectedVersionField, recordVersionSchema } from '../record-version';
import { wholeNumber } from '../integers';
import { typedText } from '../text';
import { functionIconSchema } from './functions';

const id = /* @__PURE__ */ z.int();

/** A function a member holds in the ministry (part 2 §3 Member function assignment). */
export const memberFunctionSchema = /* @__PURE__ */ z
  .object({
    id,
    membro_id: id,
    funcao_id: id,
    funcao: z.object({ id, nome: z.string(), icone: functionIconSchema }),
    /** At most one per member: the star of the schedule editor's chips. */
    principal: z.boolean(),
    observacoes: z.nullable(z.string()),
    versao: recordVersionSchema,
  })
  .register(z.globalRegistry, { id: 'MembroFuncao' });
export type MemberFunction = z.infer<typeof memberFunctionSchema>;

/** 0 is what the web's select sends when nothing is chosen (part 2 §5): "required". */
const functionIdField = /* @__PURE__ */ wholeNumber({ error: 'required' }).check(
  /* @__PURE__ */ z.int('invalid_value'),
  z.positive('required'),
);

/** Trimmed, at most 500; '' and null clear it. */
const observationsField = z.nullable(
  /* @__PURE__ */ z.string().check(...typedText, z.maxLength(500, 'too_long')),
);

/** POST /membros/{id}/funcoes. */
export const assignFunctionRequestSchema = z.object({
  funcao_id: functionIdField,
  principal: z._default(z.boolean(), false),
  observacoes: z.pipe(
    z.optional(observationsField),
    z.transform((value) => value || null),
  ),
});
export type AssignFunctionRequest = z.input<typeof assignFunctionRequestSchema>;

/** PUT /membro-funcoes/{id}: only what is sent changes. */
export const updateAssignmentRequestSchema = z.object({
  funcao_id: z.optional(functionIdField),
  principal: z.optional(z.boolean()),
  observacoes: z.pipe(
    z.optional(observationsField),
    z.transform((value) => (value === undefined ? undefined : value || null)),
  ),
  versao: expectedVersionField,
});
export type UpdateAssignmentRequest = z.input<typeof updateAssignmentRequestSchema>;
