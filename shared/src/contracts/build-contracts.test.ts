import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED_VERSION } from './build-contracts';

it("is the package's own version, the one remotes record as the range they need", () => {
  const pkg = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string };
  expect(SHARED_VERSION).toBe(pkg.version);
});
