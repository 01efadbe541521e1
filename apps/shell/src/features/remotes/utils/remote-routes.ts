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
