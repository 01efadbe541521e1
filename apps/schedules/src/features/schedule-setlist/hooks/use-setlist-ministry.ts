import { useMinistry } from '@levita/api-client';
import { useRemoteProps } from '@levita/federation';

export interface SetlistMinistry {
  name: string;
  /** Path of the logo the API serves, or null. */
  logo: string | null;
}

/**
 * The ministry at the top of the sheet. Its name comes with the shell's props at once; the
 * logo needs the ministry itself, and a sheet without it is still a sheet, so a failure to
 * load it only leaves the logo out.
 */
export function useSetlistMinistry(): SetlistMinistry {
  const { ministry } = useRemoteProps();
  const query = useMinistry(ministry?.id ?? 0, { enabled: ministry !== null });
  return {
    name: query.data?.nome ?? ministry?.nome ?? '',
    logo: query.data?.logo ?? null,
  };
}
