#!/usr/bin/env node
// Deploy one remote without touching any other package:
//   npm run deploy:remote -- mfe-header                 build, publish under a new version, point remotes.json at it
//   npm run deploy:remote -- mfe-header --no-build      publish the existing build
//   npm run deploy:remote -- mfe-header --rollback [v]  point back at the previous (or given) version
//   npm run deploy:remote -- --list                     show current versions and history
// Each build's manifest records the event bus version and shared range it was built against (metaData.contracts).
// With DATABASE_URL set it switches every instance on that database (files to S3 when S3_BUCKET is set).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REMOTES, ROOT, buildContracts, closeRegistry, currentBusVersion, dataDir, distDir, publish, readHistory, readTable, rollback } from './remotes-lib.mjs';

const args = process.argv.slice(2);
const name = args.find((arg) => !arg.startsWith('--'));

async function main() {
  if (args.includes('--list')) {
    const [table, history] = await Promise.all([readTable(), readHistory()]);
    // Each version with the event bus it was built against (from its manifest, when published here).
    const withBus = async (remote, version) => `${version} (bus ${(await buildContracts(path.join(dataDir(), 'remotes', remote, version))).bus ?? '?'})`;
    for (const remote of REMOTES) {
      const live = table[remote]?.version;
      const versions = await Promise.all((history[remote] ?? []).map((version) => withBus(remote, version)));
      console.log(`${remote}: ${live ? await withBus(remote, live) : '(not deployed)'}  history: ${versions.join(', ')}`);
    }
    return;
  }
  if (!name || !REMOTES.includes(name)) {
    throw new Error(`name one remote: ${REMOTES.join(', ')}`);
  }
  const rollbackIndex = args.indexOf('--rollback');
  if (rollbackIndex >= 0) {
    const version = args[rollbackIndex + 1];
    console.log(`${name} now points at ${await rollback(name, version && !version.startsWith('--') ? version : undefined)}`);
    return;
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
  console.log(`${name} deployed as ${await publish(name)} (event bus ${contracts.bus ?? 'not recorded'}, shared ${contracts.shared ?? 'not recorded'}); reload the page to use it.`);
}

main()
  .then(() => closeRegistry())
  .catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
