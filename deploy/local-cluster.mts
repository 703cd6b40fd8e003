// The topology of deploy/docker-compose.yml without Docker: a throwaway PostgreSQL cluster (Debian's initdb),
// an S3 server (s3rver), three api instances on them and Debian's nginx with deploy/nginx.conf in front.
// The multi-instance e2e tests and `npm run bench:cluster` run on it; by hand:
//   node --import tsx deploy/local-cluster.mts [--port 8320]    (Ctrl-C stops and removes everything)
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestPostgres, type TestPostgres } from '../api/src/testing/postgres-server.js';
import { startTestS3, type TestS3 } from '../api/src/storage/s3-test-server.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const NGINX_CONF = join(ROOT, 'deploy', 'nginx.conf');

export interface ClusterOptions {
  /** nginx listens here; the instances on the next ports (port + 1 …). */
  port: number;
  instances?: number;
  /** More environment for every instance (rate limits, log level…). */
  env?: Record<string, string>;
}

export interface Instance {
  name: string;
  url: string;
  logFile: string;
  process: ChildProcess | null;
}

export interface LocalCluster {
  /** nginx: what a browser talks to. */
  url: string;
  instances: Instance[];
  databaseUrl: string;
  s3: TestS3;
  /** What `npm run deploy:remote` needs to deploy to this cluster (registry in PostgreSQL, files in S3). */
  deployEnv: Record<string, string>;
  /** Sends a signal to one instance and waits until it has exited. */
  signal(index: number, signal: NodeJS.Signals): Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * deploy/nginx.conf with its upstream servers and listen address replaced: the only differences between
 * the Docker example and this cluster.
 */
export function renderNginxConf(template: string, upstreams: string[], listen: string): string {
  const server = /^(\s*)server api\d+:8080([^;]*);\n/gm;
  const first = server.exec(template);
  if (!first) throw new Error('deploy/nginx.conf has no `server apiN:8080` lines');
  const lines = upstreams.map((address) => `${first[1]}server ${address}${first[2]};\n`).join('');
  let placed = false;
  const withUpstreams = template.replace(server, () => (placed ? '' : ((placed = true), lines)));
  if (!/^\s*listen 80;$/m.test(withUpstreams)) throw new Error('deploy/nginx.conf has no `listen 80;`');
  return withUpstreams.replace(/^(\s*)listen 80;$/m, `$1listen ${listen};`);
}

/** Debian's nginx: on PATH or in /usr/sbin. */
function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  throw new Error('nginx was not found: apt-get install -y nginx');
}

async function waitFor(url: string, timeoutMs: number, alive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`the process serving ${url} exited`);
    const ok = await fetch(url).then((answer) => answer.ok, () => false);
    if (ok) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((done) => child.once('exit', (code) => done(code)));
}

export async function startLocalCluster({ port, instances: count = 3, env = {} }: ClusterOptions): Promise<LocalCluster> {
  const dir = await mkdtemp(join(tmpdir(), 'td-cluster-'));
  // nginx's workers run as nobody when it is started as root: they must reach their temp directories.
  await chmod(dir, 0o755);
  const keepLogs = process.env.CLUSTER_KEEP_LOGS;
  const cleanups: (() => Promise<unknown>)[] = [
    async () => {
      // Kept for reading after a failed run: the instances' and nginx's logs, before the rest is removed.
      if (keepLogs) await cp(dir, keepLogs, { recursive: true, filter: (source) => source === dir || source.endsWith('.log') });
      await rm(dir, { recursive: true, force: true });
    },
  ];
  const stopAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const postgres: TestPostgres = await startTestPostgres();
    cleanups.push(() => postgres.stop());
    const s3 = await startTestS3('tumbledash');
    cleanups.push(() => s3.stop());

    const deployEnv = { DATABASE_URL: postgres.url, ...s3.env };
    const instances: Instance[] = Array.from({ length: count }, (_, i) => ({
      name: `api${i + 1}`,
      url: `http://127.0.0.1:${port + 1 + i}`,
      logFile: join(dir, `api${i + 1}.log`),
      process: null,
    }));
    const startInstance = async (index: number, script: string[]) => {
      const instance = instances[index]!;
      const log = openSync(instance.logFile, 'a');
      const child = spawn(process.execPath, script, {
        cwd: ROOT,
        stdio: ['ignore', log, log],
        env: {
          ...process.env,
          ...deployEnv,
          PORT: String(port + 1 + index),
          HOST: '127.0.0.1',
          DATA_DIR: join(dir, instance.name),
          TRUST_PROXY: '127.0.0.1',
          INSTANCE_NAME: instance.name,
          LOG_LEVEL: 'warn',
          ...env,
        },
      });
      instance.process = child;
      await waitFor(`${instance.url}/readyz`, 300_000, () => child.exitCode === null && child.signalCode === null).catch(async (error: Error) => {
        throw new Error(`${error.message}; its log:\n${(await readFile(instance.logFile, 'utf8')).slice(-3000)}`);
      });
    };
    cleanups.push(async () => {
      for (const instance of instances) instance.process?.kill('SIGTERM');
      await Promise.all(instances.map((instance) => (instance.process ? exited(instance.process) : null)));
    });
    // The first instance migrates and seeds the database and publishes the remotes (as in docker-compose.yml).
    await startInstance(0, [join(ROOT, 'scripts', 'start.mjs')]);
    await Promise.all(instances.slice(1).map((_, i) => startInstance(i + 1, [join(ROOT, 'api', 'dist', 'main.js')])));

    const prefix = join(dir, 'nginx');
    await mkdir(join(prefix, 'temp'), { recursive: true });
    await chmod(prefix, 0o755);
    const site = renderNginxConf(await readFile(NGINX_CONF, 'utf8'), instances.map((instance) => new URL(instance.url).host), `127.0.0.1:${port}`);
    await writeFile(join(prefix, 'tumbledash.conf'), site);
    // The main context and temp paths are this machine's (in Docker they are the image's own nginx.conf).
    await writeFile(
      join(prefix, 'nginx.conf'),
      [
        'worker_processes 1;',
        'worker_rlimit_nofile 16384;',
        `pid ${join(prefix, 'nginx.pid')};`,
        'events { worker_connections 8192; }',
        'http {',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(prefix, 'temp', kind)};`),
        `  include ${join(prefix, 'tumbledash.conf')};`,
        '}',
        '',
      ].join('\n'),
    );
    const nginxLog = openSync(join(dir, 'nginx.log'), 'a');
    const nginx = spawn(nginxBinary(), ['-p', `${prefix}/`, '-e', 'stderr', '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', nginxLog, nginxLog],
    });
    cleanups.push(async () => {
      nginx.kill('SIGTERM');
      await exited(nginx);
    });
    const url = `http://127.0.0.1:${port}`;
    await waitFor(`${url}/healthz`, 10_000, () => nginx.exitCode === null).catch(async (error: Error) => {
      throw new Error(`${error.message}; nginx said:\n${await readFile(join(dir, 'nginx.log'), 'utf8')}`);
    });

    return {
      url,
      instances,
      databaseUrl: postgres.url,
      s3,
      deployEnv,
      async signal(index, signal) {
        const child = instances[index]?.process;
        if (!child) return null;
        child.kill(signal);
        return exited(child);
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

// Run by hand or by the e2e's global setup: one JSON line once it is up, then stop on a signal or when the
// parent's pipe closes.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const portArgument = process.argv.indexOf('--port');
  const port = Number(portArgument > 0 ? process.argv[portArgument + 1] : (process.env.CLUSTER_PORT ?? 8320));
  const env = JSON.parse(process.env.CLUSTER_ENV ?? '{}') as Record<string, string>;
  const cluster = await startLocalCluster({ port, env });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await cluster.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  process.stdin.on('end', () => void stop());
  process.stdin.resume();
  const summary = { url: cluster.url, instances: cluster.instances.map((instance) => instance.url), deployEnv: cluster.deployEnv };
  console.log(JSON.stringify(summary));
}
