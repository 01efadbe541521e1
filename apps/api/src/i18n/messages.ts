/**
 * Server-side texts of API answers, in the languages the product speaks. Where the spec
 * gives a text (part 1 §8, part 2 §8) it is used word for word.
 */
const ptBR = {
  not_found: 'Recurso não encontrado.',
  validation_error: 'Erro de validação.',
  internal_error: 'Erro interno do servidor. Tente novamente mais tarde.',
  web_not_deployed: 'O aplicativo web ainda não foi publicado neste servidor.',
  bad_request: 'Requisição inválida.',
  payload_too_large: 'O conteúdo enviado é grande demais.',
  unsupported_media_type: 'Formato de conteúdo não suportado.',
  too_many_requests: 'Muitas tentativas. Tente novamente em {seconds} segundos.',
  unauthorized: 'Usuário não autenticado',
  token_expired: 'Sessão expirada. Por favor, faça login novamente.',
  invalid_token: 'Token de acesso inválido. Por favor, faça login novamente.',
  forbidden: 'Você não tem permissão para realizar esta ação.',
  invalid_credentials: 'E-mail ou senha incorretos.',
  email_taken: 'Este e-mail já está cadastrado.',
  registered: 'Cadastro realizado com sucesso!',
  user_updated: 'Dados atualizados com sucesso!',
  wrong_current_password: 'A senha atual está incorreta.',
  no_password_set:
    'Esta conta entra com o Google e ainda não tem senha. Use "Esqueci minha senha" para criar uma.',
  recovery_sent:
    'Se houver uma conta com este e-mail, enviaremos um link para redefinir a senha. Verifique sua caixa de entrada.',
  invalid_reset_token:
    'O token de redefinição é inválido ou expirou. Solicite um novo link de recuperação.',
  password_reset: 'Senha redefinida com sucesso! Faça login com a nova senha.',
  newsletter_subscribed: 'Inscrição realizada com sucesso! Você receberá nossas novidades.',
  google_not_configured: 'O login com Google não está configurado neste servidor.',
  // Ministries, membership and functions.
  ministry_created: 'Ministério criado com sucesso!',
  ministry_updated: 'Ministério atualizado com sucesso!',
  ministry_deleted: 'Ministério excluído com sucesso!',
  invalid_access_code: 'Código de acesso inválido. Confira o código com o líder do ministério.',
  not_accepting_members: 'Este ministério não está aceitando novos membros no momento.',
  already_member: 'Você já faz parte deste ministério.',
  request_pending: 'Você já pediu para entrar neste ministério. Aguarde a aprovação.',
  access_requested: 'Solicitação de acesso enviada com sucesso!',
  left_ministry: 'Você saiu do ministério "{name}" com sucesso!',
  request_cancelled: 'Solicitação de acesso ao ministério "{name}" cancelada.',
  owner_cannot_leave: 'Você é o proprietário deste ministério e não pode sair.',
  owner_protected:
    'O proprietário do ministério não pode ser removido nem deixar de ser administrador.',
  member_not_active: 'Apenas membros ativos podem se tornar administradores.',
  invalid_transition: 'Esta mudança de situação não é possível para este membro.',
  member_updated: 'Membro atualizado com sucesso!',
  member_deactivated: 'Membro desativado. Ele perdeu o acesso ao ministério.',
  member_removed: 'Membro removido do ministério.',
  request_rejected: 'Solicitação de acesso recusada.',
  function_name_taken: 'Já existe uma função com este nome neste ministério.',
  function_deleted: 'Função excluída com sucesso!',
  ministry_mismatch: 'O ministerio_id enviado não corresponde ao ministério do endereço.',
  invalid_icon: 'Ícone inválido.',
  invalid_logo: 'Envie uma imagem JPG, PNG ou GIF válida.',
  logo_too_large: 'A imagem deve ter no máximo 2 MB.',
  logo_dimensions: 'A imagem deve ter no máximo {max} × {max} pixels.',
  // Songs.
  song_exists: 'Esta música já foi importada para este ministério.',
  song_deleted: 'Música excluída com sucesso!',
  imported_song_fields:
    'Nome, artista, álbum, duração e capa de uma música importada não podem ser alterados.',
  music_service_unavailable:
    'O serviço de busca de músicas não respondeu como esperado. Tente novamente em instantes.',
  invalid_key: 'Tom inválido.',
  invalid_bpm: 'O BPM deve ser um número inteiro de 1 a 300.',
  invalid_duration: 'A duração deve ser um número de segundos maior ou igual a zero.',
  invalid_link: 'Informe um endereço que comece com http:// ou https://.',
  invalid_category: 'Classificação desconhecida.',
  page_size_too_large: 'Peça no máximo 100 itens por página.',
  search_too_short: 'Digite pelo menos 3 caracteres para buscar.',
  // Schedules.
  schedule_deleted: 'Escala excluída com sucesso!',
  schedule_finished: 'Escalas finalizadas não podem ser excluídas.',
  members_unavailable:
    'Membros indisponíveis nesta data: {names}. Remova-os da escala e salve novamente.',
  member_unavailable_entry: '{name} está indisponível de {start} a {end}: {reason}',
  song_not_in_ministry: 'Música não encontrada no repertório deste ministério.',
  member_not_in_ministry: 'Membro não encontrado entre os membros ativos deste ministério.',
  function_not_held: 'O membro não exerce esta função no ministério.',
  duplicate_song: 'Esta música aparece mais de uma vez na escala.',
  leader_not_active: 'O responsável deve ser um membro ativo do ministério.',
  not_scheduled: 'Apenas membros escalados podem confirmar presença.',
  presence_confirmed: 'Presença confirmada!',
  // Function assignments and unavailability.
  function_already_assigned: 'O membro já tem esta função.',
  function_not_in_ministry: 'Função não encontrada neste ministério.',
  assignment_deleted: 'Função removida do membro.',
  unavailability_deleted: 'Indisponibilidade excluída com sucesso!',
  end_before_start: 'A data final não pode ser anterior à data inicial',
  reason_min_length: 'A justificativa deve ter pelo menos 5 caracteres.',
  assignee_not_active: 'Apenas membros ativos podem receber funções.',
  // Calendar fields and lists.
  invalid_month: 'Mês inválido: use um número de 1 a 12.',
  invalid_year: 'Ano inválido.',
  invalid_date: 'Data inválida. Use o formato aaaa-mm-dd.',
  invalid_time: 'Horário inválido. Use o formato hh:mm.',
  too_many: 'Itens demais.',
  invalid_limit: 'O limite deve ser um número de 1 a 100.',
  // Validation codes of @levita/contracts.
  required: 'Campo obrigatório.',
  invalid_value: 'Valor inválido.',
  invalid_email: 'Email inválido',
  too_long: 'Texto longo demais.',
  too_short: 'Deve ter pelo menos {minimum} caracteres.',
  password_min_length: 'A senha deve ter pelo menos 6 caracteres.',
  password_stronger:
    'Escolha uma senha mais forte: use pelo menos 3 destes itens: 8 caracteres, letra maiúscula, letra minúscula, número e caractere especial.',
  invalid_phone: 'Telefone inválido. Use o formato (DD) NNNNN-NNNN ou (DD) NNNN-NNNN.',
  passwords_dont_match: 'As senhas não coincidem.',
  current_password_required: 'Informe a senha atual.',
  new_password_required: 'Informe a nova senha.',
  token_not_found: 'Token não encontrado.',
};

export type MessageKey = keyof typeof ptBR;

const enUS: Record<MessageKey, string> = {
  not_found: 'Resource not found.',
  validation_error: 'Validation error.',
  internal_error: 'Internal server error. Please try again later.',
  web_not_deployed: 'The web app has not been deployed on this server yet.',
  bad_request: 'Invalid request.',
  payload_too_large: 'The content sent is too large.',
  unsupported_media_type: 'Unsupported content type.',
  too_many_requests: 'Too many attempts. Try again in {seconds} seconds.',
  unauthorized: 'User not authenticated',
  token_expired: 'Session expired. Please log in again.',
  invalid_token: 'Invalid access token. Please log in again.',
  forbidden: 'You do not have permission to do this.',
  invalid_credentials: 'Incorrect e-mail or password.',
  email_taken: 'This e-mail is already registered.',
  registered: 'Registration successful!',
  user_updated: 'Your details were saved!',
  wrong_current_password: 'The current password is incorrect.',
  no_password_set:
    'This account signs in with Google and has no password yet. Use "Forgot my password" to create one.',
  recovery_sent:
    'If an account exists for this e-mail, we will send a link to reset the password. Check your inbox.',
  invalid_reset_token: 'The reset token is invalid or has expired. Ask for a new recovery link.',
  password_reset: 'Password reset! Log in with your new password.',
  newsletter_subscribed: 'Subscribed! You will receive our news.',
  google_not_configured: 'Sign-in with Google is not configured on this server.',
  ministry_created: 'Ministry created!',
  ministry_updated: 'Ministry updated!',
  ministry_deleted: 'Ministry deleted!',
  invalid_access_code: 'Invalid access code. Check the code with the ministry leader.',
  not_accepting_members: 'This ministry is not accepting new members at the moment.',
  already_member: 'You are already part of this ministry.',
  request_pending: 'You have already asked to join this ministry. Wait for approval.',
  access_requested: 'Access request sent!',
  left_ministry: 'You left the ministry "{name}"!',
  request_cancelled: 'Access request to the ministry "{name}" cancelled.',
  owner_cannot_leave: 'You are the owner of this ministry and cannot leave it.',
  owner_protected: 'The owner of the ministry cannot be removed or stop being an administrator.',
  member_not_active: 'Only active members can become administrators.',
  invalid_transition: 'This status change is not possible for this member.',
  member_updated: 'Member updated!',
  member_deactivated: 'Member deactivated. They lost access to the ministry.',
  member_removed: 'Member removed from the ministry.',
  request_rejected: 'Access request rejected.',
  function_name_taken: 'This ministry already has a function with this name.',
  function_deleted: 'Function deleted!',
  ministry_mismatch: 'The ministerio_id sent does not match the ministry in the address.',
  invalid_icon: 'Invalid icon.',
  invalid_logo: 'Send a valid JPG, PNG or GIF image.',
  logo_too_large: 'The image must be at most 2 MB.',
  logo_dimensions: 'The image must be at most {max} × {max} pixels.',
  song_exists: 'This song has already been imported into this ministry.',
  song_deleted: 'Song deleted!',
  imported_song_fields:
    'The name, artist, album, duration and cover of an imported song cannot be changed.',
  music_service_unavailable:
    'The music search service did not answer as expected. Try again in a moment.',
  invalid_key: 'Invalid key.',
  invalid_bpm: 'BPM must be a whole number from 1 to 300.',
  invalid_duration: 'The duration must be a number of seconds, zero or more.',
  invalid_link: 'Enter an address starting with http:// or https://.',
  invalid_category: 'Unknown category.',
  page_size_too_large: 'Ask for at most 100 items per page.',
  search_too_short: 'Type at least 3 characters to search.',
  schedule_deleted: 'Schedule deleted!',
  schedule_finished: 'Finished schedules cannot be deleted.',
  members_unavailable:
    'Members unavailable on this date: {names}. Remove them from the schedule and save again.',
  member_unavailable_entry: '{name} is unavailable from {start} to {end}: {reason}',
  song_not_in_ministry: "Song not found in this ministry's repertoire.",
  member_not_in_ministry: "Member not found among this ministry's active members.",
  function_not_held: 'The member does not hold this function in the ministry.',
  duplicate_song: 'This song appears more than once in the schedule.',
  leader_not_active: 'The leader must be an active member of the ministry.',
  not_scheduled: 'Only scheduled members can confirm presence.',
  presence_confirmed: 'Presence confirmed!',
  function_already_assigned: 'The member already has this function.',
  function_not_in_ministry: 'Function not found in this ministry.',
  assignment_deleted: 'Function removed from the member.',
  unavailability_deleted: 'Unavailability deleted!',
  end_before_start: 'The end date cannot be before the start date',
  reason_min_length: 'The reason must have at least 5 characters.',
  assignee_not_active: 'Only active members can be given functions.',
  invalid_month: 'Invalid month: use a number from 1 to 12.',
  invalid_year: 'Invalid year.',
  invalid_date: 'Invalid date. Use the format yyyy-mm-dd.',
  invalid_time: 'Invalid time. Use the format hh:mm.',
  too_many: 'Too many items.',
  invalid_limit: 'The limit must be a number from 1 to 100.',
  required: 'This field is required.',
  invalid_value: 'Invalid value.',
  invalid_email: 'Invalid email',
  too_long: 'Text is too long.',
  too_short: 'Must have at least {minimum} characters.',
  password_min_length: 'The password must have at least 6 characters.',
  password_stronger:
    'Choose a stronger password: use at least 3 of these: 8 characters, an uppercase letter, a lowercase letter, a number and a special character.',
  invalid_phone: 'Invalid phone number. Use the format (XXX) XXX-XXXX or (DD) NNNNN-NNNN.',
  passwords_dont_match: 'Passwords do not match.',
  current_password_required: 'Enter your current password.',
  new_password_required: 'Enter the new password.',
  token_not_found: 'Token not found.',
};

const messages = { 'pt-BR': ptBR, 'en-US': enUS } as const;

export type ServerLocale = keyof typeof messages;
export const serverLocales = Object.keys(messages) as ServerLocale[];
export type MessageParams = Record<string, string | number>;

/** pt-BR unless the request asks for English first (design §4: pt-BR is the default). */
export function localeFromAcceptLanguage(header: string | undefined): ServerLocale {
  const first = header?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en-US' : 'pt-BR';
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(ptBR, key);
}

export function message(locale: ServerLocale, key: MessageKey, params: MessageParams = {}): string {
  return messages[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The language an answer to this request is written in. */
export function requestLocale(request: { headers: { 'accept-language'?: string } }): ServerLocale {
  return localeFromAcceptLanguage(request.headers['accept-language']);
}
