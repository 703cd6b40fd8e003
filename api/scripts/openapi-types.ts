// Writes the API's OpenAPI document as TypeScript types into shared (every wire shape written once, in the
// route schemas). `--check` fails when the committed types are out of date (run by `npm run typecheck -w api`).
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPI3 } from 'openapi-typescript';
import { openDatabase } from '../src/db/connect.js';
import { buildServer } from '../src/server.js';

const TARGET = fileURLToPath(new URL('../../shared/src/contracts/openapi.d.ts', import.meta.url));
const HEADER = '// Generated from the API\'s OpenAPI document by `npm run openapi:types -w api`. Do not edit.\n\n';

async function generate(): Promise<string> {
  // The document only needs the routes registered; no request reaches the (empty, in-memory) database.
  const database = await openDatabase({});
  const app = await buildServer({ db: database.db, dataDir: tmpdir(), shellDist: tmpdir() });
  try {
    await app.ready();
    const document = app.swagger() as unknown as OpenAPI3;
    return HEADER + astToString(await openapiTS(document, { alphabetize: true }));
  } finally {
    await app.close();
    await database.close();
  }
}

const types = await generate();
if (process.argv.includes('--check')) {
  const committed = await readFile(TARGET, 'utf8').catch(() => '');
  if (committed !== types) {
    console.error(`${TARGET} is out of date with the API's route schemas: run npm run openapi:types -w api`);
    process.exit(1);
  }
  console.log('OpenAPI types are up to date');
} else {
  await writeFile(TARGET, types);
  console.log(`wrote ${TARGET}`);
}
