// `npm run db:copy -- --from <file|url> --to <url|file>`: every row from one database to another.
import { parseCommandLine, printReport, runCommand } from './shared-cli';
import { copyInto } from './copy';
import { openSource } from './locations';
import { intoTarget } from './target';
import { CopyRefusal } from './refusal';

const usage =
  'npm run db:copy -- --from <SQLite file | postgres:// URL> --to <postgres:// URL | SQLite file> ' +
  '[--from-schema <schema>] [--to-schema <schema>] [--replace]';

await runCommand(async () => {
  const { values, positionals } = parseCommandLine(usage, {
    from: { type: 'string' },
    to: { type: 'string' },
    'from-schema': { type: 'string' },
    'to-schema': { type: 'string' },
    replace: { type: 'boolean' },
  });
  if (!values.from || !values.to || positionals.length) throw new CopyRefusal(`Usage: ${usage}`);
  if (values.from === values.to && values['from-schema'] === values['to-schema'])
    throw new CopyRefusal('--from and --to name the same database.');
  const source = await openSource(values.from, values['from-schema'], '--from');
  try {
    const { kind, reports } = await intoTarget(
      values.to,
      values['to-schema'],
      '--to',
      async (target) => ({
        kind: target.kind,
        reports: await copyInto(source, target, {
          replace: values.replace ?? false,
          replaceHint: '--replace',
        }),
      }),
    );
    console.log(`Copied into ${kind}; every table's rows and checksum match:`);
    printReport(reports);
    console.log(
      'Point the API at the copy (DATABASE_URL and DATABASE_SCHEMA, or DATA_DIR for SQLite) ' +
        'and restart every API process (docs/operations.md, "Moving from SQLite to PostgreSQL").',
    );
  } finally {
    await source.close();
  }
});
