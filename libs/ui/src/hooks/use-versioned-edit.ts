import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** A record two people may edit at once: the API raises `versao` with every change. */
export interface VersionedRecord {
  versao: number;
}

/** The record a form edits; none (null or undefined) for a form that creates one. */
type Edited = VersionedRecord | null | undefined;

export interface VersionedEditOptions<Row extends Edited> {
  /** The record as the form read it: its version goes with every save until a reload. */
  initial: Row;
  /** Reads the record as it is now; undefined when it is not there (deleted meanwhile). */
  fetchCurrent: () => Promise<NonNullable<Row> | undefined>;
  /** Puts the record just read into the form, replacing what was typed. */
  onReload: (current: NonNullable<Row>) => void;
  /** Where focus goes once the form holds the current record: the notice has gone with it. */
  focusAfterReload?: RefObject<HTMLElement | null>;
}

export interface VersionedEdit<Row extends Edited> {
  /** The record the form's values came from: as read, as reloaded, or as last saved. */
  record: Row;
  /** The version to send with the edit (none while creating). */
  versao: number | undefined;
  /** The last save was refused because someone changed the record since it was read. */
  stale: boolean;
  /** Call when a save is refused as stale (409 stale_version): nothing was saved. */
  markStale: () => void;
  /** Call with a save's answer when the form stays open: the next save builds on it. */
  saved: (answer: NonNullable<Row>) => void;
  /** Reads the current record into the form; what was typed is replaced. */
  reload: () => Promise<void>;
  reloading: boolean;
  /** The last reload could not read the record; reloading again may. */
  reloadFailed: boolean;
}

/**
 * Optimistic concurrency on a form: it remembers the record it was read from, so a save made
 * after someone else's carries the older version and is refused by the API instead of
 * silently undoing their change. Once refused, the form keeps what the person typed (they may
 * copy it) and offers no save until they reload the record. A background refresh of the
 * record never moves the version on its own: the values on screen still come from the older
 * read.
 */
export function useVersionedEdit<Row extends Edited>({
  initial,
  fetchCurrent,
  onReload,
  focusAfterReload,
}: VersionedEditOptions<Row>): VersionedEdit<Row> {
  const [record, setRecord] = useState<Row>(initial);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [reloadFailed, setReloadFailed] = useState(false);
  // Raised after a reload; focus moves once the form has rendered the current record.
  const [focusRequest, setFocusRequest] = useState(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (focusRequest > 0) focusAfterReload?.current?.focus();
  }, [focusRequest, focusAfterReload]);

  const reload = async () => {
    setReloading(true);
    setReloadFailed(false);
    let current: NonNullable<Row> | undefined;
    try {
      current = await fetchCurrent();
    } catch {
      // Not read (no connection, a server error): said by the notice, which offers it again.
      current = undefined;
    }
    if (!mounted.current) return;
    setReloading(false);
    if (!current) return setReloadFailed(true);
    setRecord(current);
    onReload(current);
    setStale(false);
    setFocusRequest((count) => count + 1);
  };

  return {
    record,
    versao: record?.versao,
    stale,
    markStale: useCallback(() => setStale(true), []),
    saved: useCallback((answer: NonNullable<Row>) => setRecord(answer), []),
    reload,
    reloading,
    reloadFailed,
  };
}
