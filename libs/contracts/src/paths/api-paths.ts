/**
 * Every API path under /api, written once: the server registers these patterns, the mock API
 * answers on them, and the API client fills them in (`fillPath(apiPaths.song, { id })`).
 */
export const apiPaths = {
  health: '/health',
  /** For load balancers and orchestrators: checks the database and Redis. */
  ready: '/ready',
  /** Prometheus text format; off unless METRICS_TOKEN or METRICS_PUBLIC (docs/operations.md). */
  metrics: '/metrics',

  register: '/register',
  login: '/login',
  currentUser: '/usuario',
  /** The caller's calendar feed address: GET reads it (made on first read), POST replaces it. */
  calendarFeedAddress: '/usuario/calendario',
  refreshToken: '/refresh-token',
  /**
   * The browser's lasting session, whose refresh token is an httpOnly cookie scoped to this
   * path: POST renews the access token (rotating the cookie), DELETE ends the session.
   */
  browserSession: '/auth/sessao',
  /** DELETE: ends every session of the caller, on every device ("sign out everywhere"). */
  allSessions: '/auth/sessoes',
  user: '/usuarios/:id',
  mailSettings: '/usuarios/:id/emails',
  /** Everything kept about the caller, as a JSON file to download (LGPD). */
  personalData: '/usuarios/:id/dados',
  /** Opened from the link at the foot of a schedule e-mail: a page, then a one-click POST. */
  mailUnsubscribe: '/emails/descadastrar',
  /**
   * Opened from a schedule e-mail's "Vou" / "Não poderei ir" link: a page, then a POST that
   * records the answer for the person the token names, with no sign-in.
   */
  mailAnswer: '/emails/responder',
  passwordRecovery: '/recuperar-senha',
  passwordReset: '/redefinir-senha',
  /** Whether a reset link still works, asked when its page opens (before any typing). */
  passwordResetLink: '/redefinir-senha/:token',
  newsletter: '/newsletter',
  googleLogin: '/auth/google/login',
  googleCallback: '/auth/google/callback',
  upload: '/uploads/:name',
  /** The calendar feed itself, read by calendar apps with no sign-in: the token is the key. */
  calendarFeed: '/calendario/:token.ics',

  ministries: '/ministerios',
  ministry: '/ministerios/:id',
  ministryStanding: '/ministerios/:id/situacao',
  ministryStatistics: '/ministerios/:id/estatisticas',
  joinMinistry: '/ministerios/participar/:codigo_acesso',
  ministryAccessCode: '/ministerios/:id/codigo-acesso',
  leaveMinistry: '/ministerios/:id/sair',
  transferOwnership: '/ministerios/:id/transferir',
  ministryMembers: '/ministerios/:id/membros',
  member: '/membros/:id',
  ministryFunctions: '/ministerios/:id/funcoes',
  function: '/funcoes/:id',
  memberFunctions: '/membros/:id/funcoes',
  memberFunction: '/membro-funcoes/:id',

  songs: '/musicas',
  songSearch: '/musicas/busca',
  catalogueSearch: '/musicas/busca-deezer',
  song: '/musicas/:id',
  /** The caller's key of a song ("meu tom"): PUT saves it, DELETE clears it. */
  mySongKey: '/ministerios/:ministryId/musicas/:songId/meu-tom',
  /** The active members' saved keys of the songs in `?musicas=1,2,3` (a schedule's setlist). */
  memberSongKeys: '/ministerios/:ministryId/tons-membros',

  schedules: '/escalas',
  schedule: '/escalas/:id',
  verifyPresence: '/escalas/:id/verificar',
  confirmPresence: '/escalas/:id/confirmar',
  declinePresence: '/escalas/:id/recusar',
  scheduleSubstitutes: '/escalas/:id/substitutos',
  swapScheduleMember: '/escalas/:id/substituir',
  scheduleTemplate: '/escalas/:id/modelo',
  ministryTemplates: '/ministerios/:id/modelos',
  template: '/modelos/:id',
  templateSchedules: '/modelos/:id/escalas',
  templateRecurrencePreview: '/modelos/:id/recorrencia/previa',
  templateRecurrence: '/modelos/:id/recorrencia',
  ministryAutoFill: '/ministerios/:id/preencher-equipe',
  scheduleConflicts: '/ministerios/:id/conflitos',
  mySchedules: '/minhas-escalas',

  unavailabilities: '/indisponibilidades',
  unavailability: '/indisponibilidades/:id',
  memberUnavailabilities: '/indisponibilidades/membros/:id',
  unavailableMembers: '/ministerios/:id/indisponiveis',

  participationReport: '/relatorios/participacao',
  songsReport: '/relatorios/musicas',
  memberPreferences: '/membros/:id/preferencias',
} as const;

export type ApiPath = (typeof apiPaths)[keyof typeof apiPaths];
