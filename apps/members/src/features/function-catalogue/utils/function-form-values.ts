import type { FunctionIcon, MinistryFunction, UpdateFunctionRequest } from '@levita/contracts';

/** Part 1 §5: a new function starts with the microphone icon. */
export const DEFAULT_FUNCTION_ICON: FunctionIcon = 'microfone';

export interface FunctionFormValues {
  nome: string;
  descricao: string;
  icone: FunctionIcon;
}

export const emptyFunctionForm: FunctionFormValues = {
  nome: '',
  descricao: '',
  icone: DEFAULT_FUNCTION_ICON,
};

/**
 * The form for an existing function, its name as the page shows it: a default function
 * reads in the chosen language ("Acoustic guitar" for a stored "Violão").
 */
export function formValuesOf(fn: MinistryFunction, shownName: string): FunctionFormValues {
  return { nome: shownName, descricao: fn.descricao, icone: fn.icone };
}

/** The form's missing field, if any: the name is the only one required. */
export function missingName(values: FunctionFormValues): boolean {
  return values.nome.trim() === '';
}

/** The create body (ministerio_id is added by the api-client). */
export function createRequestOf(values: FunctionFormValues) {
  return { nome: values.nome.trim(), descricao: values.descricao.trim(), icone: values.icone };
}

/**
 * The update body of part 1 §7 ({nome, descricao, icone}). A default function's name left as
 * shown is sent as stored, so opening and saving in English never renames "Violão" to
 * "Acoustic guitar" for the whole team.
 */
export function updateRequestOf(
  values: FunctionFormValues,
  fn: MinistryFunction,
  shownName: string,
): UpdateFunctionRequest {
  const nome = values.nome.trim();
  return {
    nome: nome === shownName ? fn.nome : nome,
    descricao: values.descricao.trim(),
    icone: values.icone,
  };
}
