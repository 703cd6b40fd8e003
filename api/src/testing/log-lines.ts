import type { FastifyServerOptions } from 'fastify';

/** One line of the server's log as pino writes it (level 30 info, 40 warn, 50 error). */
export interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  err?: { type: string; message: string; stack: string };
  [key: string]: unknown;
}

/** A logger for `Fastify({ logger })` or buildServer that keeps its lines, for tests of what the server logs. */
export function logInMemory(): { logger: FastifyServerOptions['logger']; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
  return { logger: { level: 'info', stream }, lines };
}
