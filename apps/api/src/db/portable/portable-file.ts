import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { PortableEvent, PortableHeader, PortableSource } from './events';
import { CopyRefusal } from './refusal';
import { type PortableValue, fromPortable, toPortable } from './values';

/*
 * Levita's portable file: gzip'd NDJSON. Line 1 is the header (format, version, source
 * database, migrations applied, created_at); then per table a line {"table", "columns"}, one
 * JSON array per row (bytes as {"base64": …}), a line {"end", "count", "checksum"}; last a
 * line {"done": true}, so a file cut short is told apart from a complete one.
 */

const rowsPerEvent = 500;
/** Rows of images are few per event, so a restore never holds many in memory. */
const charactersPerEvent = 4_000_000;

type Line =
  | PortableHeader
  | { table: string; columns: string[] }
  | PortableValue[]
  | { end: string; count: number; checksum: string }
  | { done: true };

async function* linesOf(header: PortableHeader, events: AsyncIterable<PortableEvent>) {
  const line = (value: Line) => `${JSON.stringify(value)}\n`;
  yield line(header);
  for await (const event of events)
    if (event.type === 'table') yield line({ table: event.name, columns: event.columns });
    else if (event.type === 'rows')
      yield event.rows.map((row) => line(row.map(toPortable))).join('');
    else yield line({ end: event.name, count: event.count, checksum: event.checksum });
  yield line({ done: true });
}

/** Writes the source into `file`, an empty file made beforehand (backup-file.ts). */
export async function writePortableFile(source: PortableSource, file: string) {
  await source.read((events) =>
    pipeline(
      linesOf(source.header, events),
      createGzip(),
      // r+: into the file as it was made (private), never a new one.
      createWriteStream(file, { flags: 'r+' }),
    ),
  );
}

const damaged = (file: string, why: string) =>
  new CopyRefusal(`${file} is not a complete Levita backup: ${why}.`);

/** The file's text, line by line, through gunzip (an error of either stream is thrown). */
async function* textLines(file: string): AsyncGenerator<string> {
  const gunzip = createGunzip();
  const input = createReadStream(file);
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip).setEncoding('utf8');
  let rest = '';
  try {
    for await (const chunk of gunzip as AsyncIterable<string>) {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop()!;
      yield* parts;
    }
  } catch (error) {
    const code = String((error as NodeJS.ErrnoException).code ?? '');
    if (code.startsWith('Z_')) throw damaged(file, `its compressed data is damaged (${code})`);
    throw error;
  }
  if (rest) yield rest;
}

function parseLine(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw damaged(file, 'a line is not JSON');
  }
}

const isValue = (value: unknown): value is PortableValue =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'number' ||
  (typeof value === 'object' && typeof (value as { base64?: unknown }).base64 === 'string');

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * What a line is, its fields checked: a line damaged or edited into another shape is refused
 * here, naming the file, rather than failing further on with a missing field.
 */
function kindOf(line: unknown): 'row' | 'table' | 'end' | 'done' | undefined {
  if (Array.isArray(line)) return line.every(isValue) ? 'row' : undefined;
  if (typeof line !== 'object' || line === null) return undefined;
  const fields = line as Record<string, unknown>;
  if (typeof fields.table === 'string' && isStrings(fields.columns)) return 'table';
  if (
    typeof fields.end === 'string' &&
    Number.isInteger(fields.count) &&
    typeof fields.checksum === 'string'
  )
    return 'end';
  if (fields.done === true) return 'done';
  return undefined;
}

async function* eventsOf(
  file: string,
  lines: AsyncIterator<string>,
): AsyncGenerator<PortableEvent> {
  let batch: PortableEvent & { type: 'rows' } = { type: 'rows', rows: [] };
  let characters = 0;
  let width: number | undefined;
  for (let next = await lines.next(); !next.done; next = await lines.next()) {
    const line = parseLine(file, next.value);
    const kind = kindOf(line);
    if (kind === 'row') {
      const row = line as PortableValue[];
      if (width !== undefined && row.length !== width)
        throw damaged(file, `a row has ${row.length} values for ${width} columns`);
      batch.rows.push(row.map(fromPortable));
      characters += next.value.length;
      if (batch.rows.length >= rowsPerEvent || characters >= charactersPerEvent) {
        yield batch;
        batch = { type: 'rows', rows: [] };
        characters = 0;
      }
      continue;
    }
    if (batch.rows.length) {
      yield batch;
      batch = { type: 'rows', rows: [] };
      characters = 0;
    }
    if (kind === 'table') {
      const { table, columns } = line as { table: string; columns: string[] };
      width = columns.length;
      yield { type: 'table', name: table, columns };
    } else if (kind === 'end') {
      const { end, count, checksum } = line as { end: string; count: number; checksum: string };
      yield { type: 'end', name: end, count, checksum };
    } else if (kind === 'done') return;
    else throw damaged(file, 'a line of unknown kind');
  }
  throw damaged(file, 'it ends before its last table (cut short?)');
}

/** A portable file as a source; its header is read at once (the version checks need it). */
export async function portableFileSource(file: string): Promise<PortableSource> {
  const lines = textLines(file);
  let header: PortableHeader | undefined;
  try {
    const first = await lines.next();
    header = (first.done ? undefined : parseLine(file, first.value)) as PortableHeader | undefined;
    if (header?.format !== 'levita-portable') throw damaged(file, 'it has no Levita header');
    if (header.version !== 1)
      throw new CopyRefusal(
        `${file} is in version ${header.version} of Levita's backup format; this Levita reads ` +
          'version 1. Update Levita to restore it.',
      );
    if (!isStrings(header.migrations)) throw damaged(file, 'its header lists no migrations');
  } catch (error) {
    await lines.return(undefined);
    throw error;
  }
  let read = false;
  return {
    header,
    read: async (use) => {
      if (read) throw new Error('a portable file is read once');
      read = true;
      return use(eventsOf(file, lines));
    },
    close: async () => void (await lines.return(undefined)),
  };
}
