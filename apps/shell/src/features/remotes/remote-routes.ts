import type { RemoteName } from '@levita/contracts';

/**
 * Which remote owns which section of a ministry (/ministerios/:id/<section>/...). The only
 * place that decides remote activity by path.
 */
export const ministrySectionOwners: Readonly<Record<string, RemoteName>> = {
  musicas: 'repertoire',
  escalas: 'schedules',
  membros: 'members',
  funcoes: 'members',
  indisponibilidades: 'members',
  relatorios: 'reports',
};

/** Public pages the landing remote renders full page, without the shell's chrome. */
export const landingPaths: readonly string[] = [
  '/',
  '/privacy-policy',
  '/politica-de-privacidade',
  '/terms-of-service',
  '/termos-de-servico',
];

/** A public page of the landing remote: `/` or a legal page (a trailing slash allowed). */
export function isLandingPath(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return landingPaths.includes(normalised);
}

/**
 * The base path a remote's router is given. The members remote spans three sections, so it
 * is mounted at the ministry and routes membros/funcoes/indisponibilidades itself.
 */
export function ministryRemoteBasePath(
  remote: RemoteName,
  ministryId: string,
  section: string,
): string {
  return remote === 'members'
    ? `/ministerios/${ministryId}`
    : `/ministerios/${ministryId}/${section}`;
}
