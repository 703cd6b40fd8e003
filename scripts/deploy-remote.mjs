#!/usr/bin/env node
// Deploy one remote without touching any other package:
//   npm run deploy:remote -- mfe-header                 build, publish under a new version, point remotes.json at it
//   npm run deploy:remote -- mfe-header --no-build      publish the existing build
//   npm run deploy:remote -- mfe-header --rollback [v]  point back at the previous (or given) version
//   npm run deploy:remote -- --list                     show current versions and history
// With DATABASE_URL set it switches every instance on that database (files to S3 when S3_BUCKET is set).
import { execFileSync } from 'node:child_process';
import { REMOTES, ROOT, closeRegistry, publish, readHistory, readTable, rollback } from './remotes-lib.mjs';

const args = process.argv.slice(2);
const name = args.find((arg) => !arg.startsWith('--'));

async function main() {
  if (args.includes('--list')) {
    const [table, history] = await Promise.all([readTable(), readHistory()]);
    for (const remote of REMOTES) {
      console.log(`${remote}: ${table[remote]?.version ?? '(not deployed)'}  history: ${(history[remote] ?? []).join(', ')}`);
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
  console.log(`${name} deployed as ${await publish(name)}; reload the page to use it.`);
}

main()
  .then(() => closeRegistry())
  .catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
