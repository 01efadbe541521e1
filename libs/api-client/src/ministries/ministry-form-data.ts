/** Multipart form fields travel as text: the API reads aceitando_membros 'true' / 'false'. */
export function ministryFormData(fields: {
  nome?: string;
  aceitando_membros?: boolean;
  lembrete_horas?: number;
  logo?: Blob;
  versao?: number;
}): FormData {
  const form = new FormData();
  if (fields.nome !== undefined) form.append('nome', fields.nome);
  if (fields.aceitando_membros !== undefined)
    form.append('aceitando_membros', String(fields.aceitando_membros));
  if (fields.lembrete_horas !== undefined)
    form.append('lembrete_horas', String(fields.lembrete_horas));
  if (fields.versao !== undefined) form.append('versao', String(fields.versao));
  if (fields.logo) form.append('logo', fields.logo);
  return form;
}
