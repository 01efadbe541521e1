import { z } from 'zod/mini';
import { expectedVersionField, recordVersionSchema } from '../record-version';
import { wholeNumber } from '../integers';
import { typedText } from '../text';

/** The 30 function icons of part 1 §3. */
export const functionIcons = [
  'microfone',
  'violao',
  'guitarra',
  'baixo',
  'bateria',
  'teclado',
  'piano',
  'violino',
  'viola',
  'violoncelo',
  'contrabaixo',
  'flauta',
  'saxofone',
  'trompete',
  'trombone',
  'gaita',
  'acordeao',
  'cavaquinho',
  'cajon',
  'pandeiro',
  'atabaque',
  'tamborim',
  'triangulo',
  'zabumba',
  'harpa',
  'regente',
  'backing-vocal',
  'tecnico-som',
  'projetor',
  'outro',
] as const;
export const functionIconSchema = z.enum(functionIcons, { error: 'invalid_icon' });
export type FunctionIcon = z.infer<typeof functionIconSchema>;

/** The 18 functions every new ministry starts with (part 1 §3): translation key and icon. */
export const defaultFunctions = [
  { key: 'vocalist', icone: 'microfone' },
  { key: 'minister', icone: 'microfone' },
  { key: 'acoustic_guitar', icone: 'violao' },
  { key: 'electric_guitar', icone: 'guitarra' },
  { key: 'bass', icone: 'baixo' },
  { key: 'drums', icone: 'bateria' },
  { key: 'keyboard', icone: 'teclado' },
  { key: 'piano', icone: 'piano' },
  { key: 'violin', icone: 'violino' },
  { key: 'flute', icone: 'flauta' },
  { key: 'harmonica', icone: 'gaita' },
  { key: 'triangle', icone: 'triangulo' },
  { key: 'tambourine', icone: 'pandeiro' },
  { key: 'sound_technician', icone: 'tecnico-som' },
  { key: 'percussion', icone: 'outro' },
  { key: 'accordion', icone: 'acordeao' },
  { key: 'saxophone', icone: 'saxofone' },
  { key: 'media', icone: 'projetor' },
] as const satisfies readonly { key: string; icone: FunctionIcon }[];
export type DefaultFunctionKey = (typeof defaultFunctions)[number]['key'];

export const ministryFunctionSchema = /* @__PURE__ */ z
  .object({
    id: /* @__PURE__ */ z.int(),
    nome: z.string(),
    descricao: z.string(),
    icone: functionIconSchema,
    ministerio_id: /* @__PURE__ */ z.int(),
    data_criacao: z.string(),
    data_atualizacao: z.string(),
    versao: recordVersionSchema,
  })
  .register(z.globalRegistry, { id: 'Funcao' });
export type MinistryFunction = z.infer<typeof ministryFunctionSchema>;

const functionNameField = /* @__PURE__ */ z
  .string({ error: 'required' })
  .check(...typedText, z.minLength(1, 'required'), z.maxLength(60, 'too_long'));
const descriptionField = /* @__PURE__ */ z
  .string()
  .check(...typedText, z.maxLength(500, 'too_long'));

export const createFunctionRequestSchema = z.object({
  nome: functionNameField,
  icone: z._default(functionIconSchema, 'microfone'),
  descricao: z._default(descriptionField, ''),
  /** Sent by the web (part 1 §7); the path decides, a different value is refused. */
  ministerio_id: z.optional(
    /* @__PURE__ */ wholeNumber().check(/* @__PURE__ */ z.int(), z.positive()),
  ),
});
export type CreateFunctionRequest = z.input<typeof createFunctionRequestSchema>;

export const updateFunctionRequestSchema = z.object({
  nome: z.optional(functionNameField),
  descricao: z.optional(descriptionField),
  icone: z.optional(functionIconSchema),
  versao: expectedVersionField,
});
export type UpdateFunctionRequest = z.input<typeof updateFunctionRequestSchema>;
