#!/usr/bin/env node
// `npm start`: build what is missing, publish remotes not yet in remotes.json, then run the API server,
// which serves the shell, the remotes and every /svc call.
import { execFileSync } from 'node:child_process';
import { register as registerCjs } from 'tsx/cjs/api';
import { register as registerEsm } from 'tsx/esm/api';
import { REMOTES, ROOT, isBuilt, publish, readTable } from './remotes-lib.mjs';

for (const name of ['shell', ...REMOTES]) {
  if (!isBuilt(name)) {
    console.log(`Building ${name}…`);
    execFileSync('npm', ['run', 'build', '-w', name], { cwd: ROOT, stdio: 'inherit' });
  }
}

const table = await readTable();
for (const name of REMOTES) {
  if (!table[name]) console.log(`Published ${name} ${await publish(name)}`);
}

// The API is TypeScript run by tsx; @tumbledash/shared is loaded through require, so both hooks are needed.
registerCjs();
registerEsm();
await import('../api/src/main.ts');
