import SQLite from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { withStatementCache } from '../src/db/statement-cache';

function fileWithSpy() {
  const file = new SQLite(':memory:');
  const prepare = vi.spyOn(file, 'prepare');
  return { file, prepare };
}

describe('the SQLite statement cache', () => {
  it('prepares each SQL text once and answers with the same statement', () => {
    const { file, prepare } = fileWithSpy();
    const database = withStatementCache(file);
    const first = database.prepare('select ? as value');
    const second = database.prepare('select ? as value');
    expect(second).toBe(first);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(second.all([7])).toEqual([{ value: 7 }]);
  });

  it('forgets the least recently used text beyond its capacity', () => {
    const { file, prepare } = fileWithSpy();
    const database = withStatementCache(file, 2);
    database.prepare('select 1');
    database.prepare('select 2');
    database.prepare('select 1'); // now the most recent
    database.prepare('select 3'); // pushes out 'select 2'
    expect(prepare).toHaveBeenCalledTimes(3);
    database.prepare('select 1');
    expect(prepare).toHaveBeenCalledTimes(3);
    database.prepare('select 2');
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('closes the file', () => {
    const { file } = fileWithSpy();
    withStatementCache(file).close();
    expect(file.open).toBe(false);
  });
});
