// Publishing remotes: a build is copied under DATA_DIR/remotes/<name>/<version>/ and remotes.json points at it.
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REMOTES = ['mfe-header', 'mfe-dashboard', 'mfe-compose', 'mfe-messaging', 'mfe-peepr', 'mfe-share', 'mfe-settings'];

export function dataDir() {
  return path.resolve(process.env.DATA_DIR ?? path.join(ROOT, 'var'));
}

const tablePath = () => path.join(dataDir(), 'remotes.json');
const historyPath = () => path.join(dataDir(), 'remotes-history.json');

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

export const readTable = () => readJson(tablePath(), {});
export const readHistory = () => readJson(historyPath(), {});

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

export function entryUrl(name, version) {
  return `/remotes/${name}/${version}/mf-manifest.json`;
}

/** Points remotes.json at a published version and records it for rollback. */
export async function pointAt(name, version) {
  if (!existsSync(path.join(dataDir(), 'remotes', name, version, 'mf-manifest.json'))) {
    throw new Error(`${name} ${version} is not published under ${dataDir()}/remotes`);
  }
  const table = await readTable();
  table[name] = { entry: entryUrl(name, version), version };
  await writeJsonAtomically(tablePath(), table);
  const history = await readHistory();
  history[name] = [...(history[name] ?? []).filter((known) => known !== version), version];
  await writeJsonAtomically(historyPath(), history);
}

/** Copies a build of a remote (its dist/ unless told) under a new version and points remotes.json at it. */
export async function publish(name, fromDir = distDir(name)) {
  if (!existsSync(path.join(fromDir, 'mf-manifest.json'))) {
    throw new Error(`${name} has no build in ${fromDir}: run npm run build -w ${name}`);
  }
  const version = await buildVersion(name, fromDir);
  const target = path.join(dataDir(), 'remotes', name, version);
  if (!existsSync(target)) await cp(fromDir, target, { recursive: true });
  await pointAt(name, version);
  return version;
}

/** Points a remote back at the version before the current one (or at a given one). */
export async function rollback(name, version) {
  const history = (await readHistory())[name] ?? [];
  const current = (await readTable())[name]?.version;
  const target = version ?? history.filter((known) => known !== current).at(-1);
  if (!target) throw new Error(`${name} has no earlier version to roll back to`);
  await pointAt(name, target);
  return target;
}
