import { CompiledQuery, type RawBuilder } from 'kysely';
import type { Database } from './client.js';

/** Stands where a value goes while a statement's text is built; bound on every run. */
class Slot {
  constructor(readonly name: string) {}
}

/**
 * Runs statements whose text is built once per shape and kept: building and compiling a wide
 * statement through Kysely (a reference per column, three lists of them in a section save) was
 * about a tenth of a save's CPU. `build` receives `value(name)` for every value that varies between
 * runs of one shape; anything else it puts in the statement, the shape key has to name.
 */
export function createStatementCache<Values extends Record<string, unknown>>() {
  const compiled = new Map<string, { sql: string; parameters: readonly unknown[] }>();
  return async function run<Row>(
    db: Database,
    shape: string,
    build: (value: (name: keyof Values & string) => unknown) => RawBuilder<Row>,
    values: Values,
  ): Promise<Row[]> {
    let statement = compiled.get(shape);
    if (!statement) {
      statement = build((name) => new Slot(name)).compile(db);
      compiled.set(shape, statement);
    }
    const parameters = statement.parameters.map((parameter) =>
      parameter instanceof Slot ? values[parameter.name] : parameter,
    );
    const result = await db.executeQuery<Row>(CompiledQuery.raw(statement.sql, parameters));
    return result.rows;
  };
}
