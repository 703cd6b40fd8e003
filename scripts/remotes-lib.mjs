// Publishing remotes: a build is copied under DATA_DIR/remotes/<name>/<version>/ and remotes.json points at it.
// With DATABASE_URL set (several instances) the build goes to the shared store (S3 when S3_BUCKET is set) and
// the registry in PostgreSQL (table remote_deployments) says which version is live, for every instance at once.
// A canary (a build served to a percentage of signed-in people) is kept beside it: DATA_DIR/remotes-canary.json
// on one machine, the table remote_canaries with DATABASE_URL; the api decides per request who gets it.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { userInfo } from 'node:os';
import { cp, mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REMOTES = ['mfe-header', 'mfe-dashboard', 'mfe-compose', 'mfe-messaging', 'mfe-peepr', 'mfe-share', 'mfe-settings', 'mfe-platform'];

export function dataDir() {
  return path.resolve(process.env.DATA_DIR ?? path.join(ROOT, 'var'));
}

const tablePath = () => path.join(dataDir(), 'remotes.json');
const historyPath = () => path.join(dataDir(), 'remotes-history.json');
const canaryPath = () => path.join(dataDir(), 'remotes-canary.json');
/** Ended canaries kept per remote in remotes-canary.json (the console shows the last one). */
const KEPT_CANARIES = 20;

async function readJson(file, fallback) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return fallback;
  }
}

async function writeJsonAtomically(file, value) {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`);
  await rename(temporary, file);
}

/** The PostgreSQL registry, when DATABASE_URL is set; the api's own code (TypeScript, through tsx). */
const usesRegistry = () => Boolean(process.env.DATABASE_URL);
let registryPromise = null;
async function registry() {
  if (!registryPromise) {
    registryPromise = (async () => {
      const { register } = await import('tsx/esm/api');
      register();
      const { openDeployRegistry } = await import('../api/src/storage/deploy-registry.ts');
      return openDeployRegistry(process.env, dataDir());
    })();
  }
  return registryPromise;
}

/** Closes the registry's database connection (scripts call it before they exit). */
export async function closeRegistry() {
  if (!registryPromise) return;
  const opened = await registryPromise;
  registryPromise = null;
  await opened.close();
}

export async function readTable() {
  if (!usesRegistry()) return readJson(tablePath(), {});
  return (await registry()).table();
}

/** remote → versions made live, oldest first. */
export async function readHistory() {
  if (!usesRegistry()) return readJson(historyPath(), {});
  const opened = await registry();
  const history = {};
  for (const remote of REMOTES) {
    const rows = await opened.history(remote);
    if (rows.length > 0) history[remote] = [...new Set(rows.map((row) => row.version).reverse())];
  }
  return history;
}

function deployer() {
  const commit = (() => {
    try {
      return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return '';
    }
  })();
  return { deployedBy: process.env.DEPLOYED_BY || userInfo().username, commit };
}

export function distDir(name) {
  return path.join(ROOT, name, 'dist');
}

export function isBuilt(name) {
  return existsSync(path.join(distDir(name), name === 'shell' ? 'index.html' : 'mf-manifest.json'));
}

async function listFiles(dir, prefix = '') {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
    ),
  );
  return files.flat().sort();
}

/** The version of a build: package version plus a hash of its files, so the same build publishes once. */
export async function buildVersion(name, dir = distDir(name)) {
  const hash = createHash('sha256');
  for (const file of await listFiles(dir)) {
    hash.update(file);
    hash.update(await readFile(path.join(dir, file)));
  }
  const { version } = JSON.parse(await readFile(path.join(ROOT, name, 'package.json'), 'utf8'));
  return `${version}-${hash.digest('hex').slice(0, 10)}`;
}

const CONTENT_TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.map': 'application/json', '.txt': 'text/plain', '.html': 'text/html', '.svg': 'image/svg+xml' };
function contentType(file) {
  return CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
}

export function entryUrl(name, version) {
  return `/remotes/${name}/${version}/mf-manifest.json`;
}

/**
 * What a build was made against, from its manifest's metaData.contracts (config/contracts.cjs): the event bus
 * contract version and the @tumbledash/shared range; nulls for a build from before they were recorded.
 */
export async function buildContracts(dir) {
  const manifest = await readJson(path.join(dir, 'mf-manifest.json'), {});
  const contracts = manifest.metaData?.contracts ?? {};
  return { bus: typeof contracts.bus === 'string' ? contracts.bus : null, shared: typeof contracts.shared === 'string' ? contracts.shared : null };
}

/** The bus contract version this checkout's shell speaks (shared/src/bus/events.ts). */
export function currentBusVersion() {
  return createRequire(import.meta.url)('../config/contracts.cjs').busContractVersion();
}

/**
 * Points remotes.json at a published version and records it for rollback. A canary of the remote that runs
 * ends with it: promoted when this is its version, else replaced (everyone gets this version now).
 */
export async function pointAt(name, version, status = 'deployed', canaryReason = `${version} was made live for everyone`) {
  if (usesRegistry()) {
    const opened = await registry();
    if (!(await opened.isPublished(name, version))) throw new Error(`${name} ${version} is not published in the shared store`);
    await opened.record({ remote: name, version, entry: entryUrl(name, version), status, ...deployer() });
    return;
  }
  if (!existsSync(path.join(dataDir(), 'remotes', name, version, 'mf-manifest.json'))) {
    throw new Error(`${name} ${version} is not published under ${dataDir()}/remotes`);
  }
  const table = await readTable();
  table[name] = { entry: entryUrl(name, version), version };
  await writeJsonAtomically(tablePath(), table);
  const history = await readHistory();
  history[name] = [...(history[name] ?? []).filter((known) => known !== version), version];
  await writeJsonAtomically(historyPath(), history);
  if (!(await endCanaryInFile(name, 'promoted', canaryReason, version))) await endCanaryInFile(name, 'replaced', canaryReason);
}

/**
 * Copies a build of a remote (its dist/ unless told) under a new version and points remotes.json at it, or,
 * with `{ canary: percent }`, starts it as a canary for that percentage of signed-in people.
 */
export async function publish(name, fromDir = distDir(name), { canary } = {}) {
  if (!existsSync(path.join(fromDir, 'mf-manifest.json'))) {
    throw new Error(`${name} has no build in ${fromDir}: run npm run build -w ${name}`);
  }
  const version = await buildVersion(name, fromDir);
  if (usesRegistry()) {
    const opened = await registry();
    // The manifest last: a version counts as published once it is there.
    const files = (await listFiles(fromDir)).sort((a, b) => Number(a === 'mf-manifest.json') - Number(b === 'mf-manifest.json'));
    for (const file of files) await opened.upload(`remotes/${name}/${version}/${file}`, await readFile(path.join(fromDir, file)), contentType(file));
  } else {
    const target = path.join(dataDir(), 'remotes', name, version);
    if (!existsSync(target)) await cp(fromDir, target, { recursive: true });
  }
  if (canary === undefined) await pointAt(name, version);
  else await startCanary(name, version, canary);
  return version;
}

/**
 * Points a remote back at the version before the current one (or at a given one). While a canary runs, a
 * rollback without a version ends the canary instead (everyone back on the stable version, which stays).
 * Answers the version everyone gets now.
 */
export async function rollback(name, version, { reason } = {}) {
  if (version === undefined && (await runningCanary(name))) {
    await rollbackCanary(name, { reason });
    return (await readTable())[name]?.version;
  }
  const history = (await readHistory())[name] ?? [];
  const current = (await readTable())[name]?.version;
  const target = version ?? history.filter((known) => known !== current).at(-1);
  if (!target) throw new Error(`${name} has no earlier version to roll back to`);
  await pointAt(name, target, 'rolled_back');
  return target;
}

function checkPercent(percent) {
  if (!Number.isInteger(percent) || percent < 1 || percent > 100) throw new Error('A canary percentage is a whole number from 1 to 100.');
}

/** A canary row of the PostgreSQL registry, in the file's shape. */
function fromRecord(record) {
  return {
    version: record.version,
    entry: record.entry,
    percent: record.percent,
    started_at: record.startedAt.toISOString(),
    started_by: record.startedBy,
    commit: record.commit,
    status: record.status,
    ended_at: record.endedAt?.toISOString() ?? null,
    ended_by: record.endedBy,
    reason: record.reason,
  };
}

/** remote → its canaries, newest first: `{ version, entry, percent, started_at, started_by, commit, status, ended_at, ended_by, reason }`. */
export async function readCanaries() {
  if (!usesRegistry()) return readJson(canaryPath(), {});
  const opened = await registry();
  const result = {};
  for (const remote of REMOTES) {
    const rows = await opened.canaryHistory(remote);
    if (rows.length > 0) result[remote] = rows.map(fromRecord);
  }
  return result;
}

/** The canary of a remote that runs now, or null. */
export async function runningCanary(name) {
  return ((await readCanaries())[name] ?? []).find((record) => record.status === 'running') ?? null;
}

/** One machine: ends the running canary (of that version, when given) in remotes-canary.json; null when none runs. */
async function endCanaryInFile(name, status, reason, version) {
  const all = await readJson(canaryPath(), {});
  const running = (all[name] ?? []).find((record) => record.status === 'running' && (version === undefined || record.version === version));
  if (!running) return null;
  Object.assign(running, { status, ended_at: new Date().toISOString(), ended_by: deployer().deployedBy, reason: reason.slice(0, 500) });
  await writeJsonAtomically(canaryPath(), all);
  return running;
}

async function noCanaryMessage(name, version) {
  const running = await runningCanary(name);
  return running && version ? `The canary of ${name} is now ${running.version}, not ${version}.` : `No canary of ${name} is running.`;
}

/**
 * Serves a published version to `percent`% of signed-in people (a sticky bucket per person), everyone else
 * staying on the live version. Another canary of the remote is replaced; the same one is widened or narrowed.
 */
export async function startCanary(name, version, percent) {
  checkPercent(percent);
  if (usesRegistry()) {
    const opened = await registry();
    if (!(await opened.isPublished(name, version))) throw new Error(`${name} ${version} is not published in the shared store`);
    return fromRecord(await opened.startCanary({ remote: name, version, entry: entryUrl(name, version), percent, ...deployer() }));
  }
  if (!existsSync(path.join(dataDir(), 'remotes', name, version, 'mf-manifest.json'))) {
    throw new Error(`${name} ${version} is not published under ${dataDir()}/remotes`);
  }
  const stable = (await readTable())[name]?.version;
  if (!stable) throw new Error(`${name} has no live version yet: deploy it before running a canary.`);
  if (stable === version) throw new Error(`${version} is already live for everyone.`);
  const running = await runningCanary(name);
  if (running && running.version !== version) await endCanaryInFile(name, 'replaced', `a canary of ${version} replaced it`);
  const all = await readJson(canaryPath(), {});
  const list = all[name] ?? [];
  const same = list.find((record) => record.status === 'running' && record.version === version);
  if (same) {
    same.percent = percent;
  } else {
    const { deployedBy, commit } = deployer();
    list.unshift({ version, entry: entryUrl(name, version), percent, started_at: new Date().toISOString(), started_by: deployedBy, commit, status: 'running', ended_at: null, ended_by: '', reason: '' });
  }
  all[name] = list.slice(0, KEPT_CANARIES);
  await writeJsonAtomically(canaryPath(), all);
  return same ?? list[0];
}

/** Makes the running canary (only if it is `version`, when given) the live version for everyone. Answers it. */
export async function promote(name, { version, reason } = {}) {
  if (usesRegistry()) {
    const opened = await registry();
    return (await opened.promoteCanary(name, { by: deployer().deployedBy, version, reason })).version;
  }
  const running = await runningCanary(name);
  if (!running || (version !== undefined && running.version !== version)) throw new Error(await noCanaryMessage(name, version));
  await pointAt(name, running.version, 'deployed', reason ?? 'promoted to stable');
  return running.version;
}

/** Ends the running canary (only if it is `version`, when given): everyone gets the stable version again. Answers it. */
export async function rollbackCanary(name, { version, reason = '' } = {}) {
  if (usesRegistry()) {
    const opened = await registry();
    return (await opened.rollBackCanary(name, { by: deployer().deployedBy, version, reason })).version;
  }
  const ended = await endCanaryInFile(name, 'rolled_back', reason, version);
  if (!ended) throw new Error(await noCanaryMessage(name, version));
  return ended.version;
}
