import { PGliteDialect, PGliteDriver, type Driver, type PGliteDialectConfig } from 'kysely';

/**
 * kysely queues the callers of PGlite's one connection (its adapter says there is no other), so a query or a
 * transaction has it to itself; each caller releases it in a promise callback. PGlite answers without I/O,
 * so a queue handed on that way ran whole in one turn of the event loop: no connection accepted, no request
 * read, no timer fired until it was empty (bench:feed, 50 connections: new ones waited up to 7 s). Here a
 * caller gives the connection back only after the loop has turned.
 */
class YieldingPGliteDriver extends PGliteDriver {
  override async releaseConnection(): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

export class YieldingPGliteDialect extends PGliteDialect {
  readonly #config: PGliteDialectConfig;

  constructor(config: PGliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new YieldingPGliteDriver(this.#config);
  }
}
