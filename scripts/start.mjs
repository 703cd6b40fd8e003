#!/usr/bin/env node
// `npm start`: build what is missing, publish remotes not yet in remotes.json, then run the API server,
// which serves the shell, the remotes and every /svc call.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_DIST, apiBuildIsStale } from './build-api.mjs';
import { REMOTES, ROOT, closeRegistry, isBuilt, publish, readTable } from './remotes-lib.mjs';

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
await closeRegistry();

// The API runs as JavaScript built from its TypeScript (about a second), never through a runtime transpiler,
// and the build runs in a process of its own: swc's native module would stay in the server's memory (~15 MB).
if (await apiBuildIsStale()) {
  console.log('Building the API…');
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build-api.mjs')], { stdio: 'inherit' });
}
await import(pathToFileURL(path.join(API_DIST, 'main.js')).href);
