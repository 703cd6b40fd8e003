#!/usr/bin/env node
// Deploy one remote without touching any other package:
//   npm run deploy:remote -- mfe-header                 build, publish under a new version, point remotes.json at it
//   npm run deploy:remote -- mfe-header --no-build      publish the existing build
//   npm run deploy:remote -- mfe-header --canary 10     build, publish, serve it to 10% of signed-in people (sticky
//                                                       per person); run again with another percentage to widen it
//   npm run deploy:remote -- mfe-header --promote       make the running canary live for everyone
//   npm run deploy:remote -- mfe-header --rollback [v]  point back at the previous (or given) version; while a
//                                                       canary runs, --rollback alone ends the canary instead
//   npm run deploy:remote -- --list                     show current versions, canaries and history
// A plain deploy or --rollback <v> while a canary runs makes that version live for everyone and ends the canary.
// --canary-version <v> acts only if the running canary is <v>; --reason <text> is recorded with a canary's end.
// Each build's manifest records the event bus version and shared range it was built against (metaData.contracts).
// With DATABASE_URL set it switches every instance on that database (files to S3 when S3_BUCKET is set).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import {
  REMOTES,
  ROOT,
  buildContracts,
  closeRegistry,
  currentBusVersion,
  dataDir,
  distDir,
  promote,
  publish,
  readCanaries,
  readHistory,
  readTable,
  rollback,
  rollbackCanary,
  runningCanary,
} from './remotes-lib.mjs';

const args = process.argv.slice(2);
const VALUED = new Set(['--canary', '--canary-version', '--reason']);
const name = args.find((arg, index) => !arg.startsWith('--') && !VALUED.has(args[index - 1] ?? '') && args[index - 1] !== '--rollback');
/** The value after a flag, or undefined when the flag is absent or followed by another flag. */
const valueOf = (flag) => {
  const index = args.indexOf(flag);
  const value = index >= 0 ? args[index + 1] : undefined;
  return value && !value.startsWith('--') ? value : undefined;
};

async function list() {
  const [table, history, canaries] = await Promise.all([readTable(), readHistory(), readCanaries()]);
  // Each version with the event bus it was built against (from its manifest, when published here).
  const withBus = async (remote, version) => `${version} (bus ${(await buildContracts(path.join(dataDir(), 'remotes', remote, version))).bus ?? '?'})`;
  for (const remote of REMOTES) {
    const live = table[remote]?.version;
    const versions = await Promise.all((history[remote] ?? []).map((version) => withBus(remote, version)));
    console.log(`${remote}: ${live ? await withBus(remote, live) : '(not deployed)'}  history: ${versions.join(', ')}`);
    const [latest] = canaries[remote] ?? [];
    if (latest?.status === 'running') console.log(`  canary: ${await withBus(remote, latest.version)} for ${latest.percent}% of signed-in people since ${latest.started_at}`);
    else if (latest) console.log(`  last canary: ${latest.version} ${latest.status.replace('_', ' ')} by ${latest.ended_by || '?'}${latest.reason ? `: ${latest.reason}` : ''}`);
  }
}

async function main() {
  if (args.includes('--list')) return list();
  if (!name || !REMOTES.includes(name)) {
    throw new Error(`name one remote: ${REMOTES.join(', ')}`);
  }
  const canaryVersion = valueOf('--canary-version');
  const reason = valueOf('--reason');
  if (args.includes('--promote')) {
    console.log(`${name}: ${await promote(name, { version: canaryVersion, reason })} is now live for everyone`);
    return;
  }
  const rollbackIndex = args.indexOf('--rollback');
  if (rollbackIndex >= 0) {
    const version = valueOf('--rollback');
    if (canaryVersion || (!version && (await runningCanary(name)))) {
      console.log(`${name}: canary ${await rollbackCanary(name, { version: canaryVersion, reason })} rolled back; everyone gets ${(await readTable())[name]?.version}`);
      return;
    }
    console.log(`${name} now points at ${await rollback(name, version, { reason })}`);
    return;
  }
  let percent;
  if (args.includes('--canary')) {
    percent = Number(valueOf('--canary'));
    if (!Number.isInteger(percent) || percent < 1 || percent > 100) throw new Error('--canary takes a percentage of signed-in people, a whole number from 1 to 100');
  }
  if (!args.includes('--no-build')) {
    execFileSync('npm', ['run', 'build', '-w', name], { cwd: ROOT, stdio: 'inherit' });
  }
  const contracts = await buildContracts(distDir(name));
  const shellBus = currentBusVersion();
  if (contracts.bus && contracts.bus.split('.')[0] !== shellBus.split('.')[0]) {
    // Published all the same (the shell of another checkout may speak it); this shell will refuse it.
    console.warn(`warning: ${name} was built against event bus ${contracts.bus}; the shell here speaks ${shellBus} and will mount its last compatible version instead`);
  }
  const version = await publish(name, distDir(name), percent === undefined ? {} : { canary: percent });
  const built = `event bus ${contracts.bus ?? 'not recorded'}, shared ${contracts.shared ?? 'not recorded'}`;
  if (percent === undefined) console.log(`${name} deployed as ${version} (${built}); reload the page to use it.`);
  else console.log(`${name} ${version} (${built}) is a canary for ${percent}% of signed-in people; --promote or --rollback when you have seen enough.`);
}

main()
  .then(() => closeRegistry())
  .catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
