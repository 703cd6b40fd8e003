import {
  PGliteDialect,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type TransactionSettings,
} from 'kysely';

/**
 * PGlite is a single connection, and kysely's PGlite driver hands that one connection to every caller:
 * while one request holds a transaction open, another request's queries would run inside it. This
 * driver queues callers so each query or transaction has the connection to itself, like a pool of one,
 * and lets the event loop turn between one caller and the next.
 */
class SerializedDriver implements Driver {
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;

  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.#queue;
    this.#queue = previous.then(() => turn);
    await previous;
    this.#release = release;
    return this.inner.acquireConnection();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.releaseConnection(connection);
    } finally {
      const release = this.#release;
      this.#release = undefined;
      // PGlite answers without I/O, so a queue handed on from one caller to the next in promise callbacks ran
      // whole in one turn of the event loop: no connection accepted, no request read, no timer fired until it
      // was empty (bench:feed: new connections waited up to 7 s). The next caller's turn comes after a poll.
      if (release) setImmediate(release);
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.savepoint?.(connection, name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.rollbackToSavepoint?.(connection, name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.releaseSavepoint?.(connection, name, compile);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

export class SerializedPGliteDialect extends PGliteDialect {
  override createDriver(): Driver {
    return new SerializedDriver(super.createDriver());
  }
}
