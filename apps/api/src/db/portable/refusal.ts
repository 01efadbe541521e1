/**
 * Why a backup, restore or copy will not go ahead (a newer schema, a non-empty target, a
 * checksum that differs): the one line the command prints before it exits with code 1.
 */
export class CopyRefusal extends Error {
  override name = 'CopyRefusal';
}
