#!/usr/bin/env node
// `npm run new:remote <name>`: a new team's remote on day one — the shared webpack factory, single-spa
// lifecycles, a page with a component test, an e2e smoke test, a README to fill in — registered as a
// workspace, in the deploy list (scripts/remotes-lib.mjs), in the shell's page table and in the API's page
// addresses, so `npm start` builds, publishes and serves it at /<name>.
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** Addresses the site already uses for its own pages. */
const RESERVED = new Set(['api', 'app', 'blog', 'dashboard', 'docs', 'login', 'register', 'settings', 'shell', 'svc', 'services', 'media', 'remotes', 'admin']);

export class ScaffoldError extends Error {}

/** `platform` or `mfe-platform` → the names a remote goes by. */
export function remoteNames(input) {
  const short = String(input ?? '').replace(/^mfe-/, '');
  if (!NAME.test(short) || short.length > 30) {
    throw new ScaffoldError('Name the remote in lowercase letters, digits and dashes, e.g. npm run new:remote polls');
  }
  if (RESERVED.has(short)) throw new ScaffoldError(`/${short} is already one of the site's addresses: pick another name`);
  const words = short.split('-');
  return {
    short,
    pkg: `mfe-${short}`,
    federation: `mfe_${short.replace(/-/g, '_')}`,
    route: `/${short}`,
    /** Component name: polls → PollsPage. */
    component: `${words.map((word) => word[0].toUpperCase() + word.slice(1)).join('')}Page`,
    title: words.map((word, index) => (index === 0 ? word[0].toUpperCase() + word.slice(1) : word)).join(' '),
  };
}

async function nextDevPort(root) {
  const ports = [];
  for (const entry of await readdir(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || !entry.name.startsWith('mfe-')) continue;
    const config = await readFile(path.join(root, entry.name, 'webpack.config.cjs'), 'utf8').catch(() => '');
    const port = /port:\s*(\d+)/.exec(config);
    if (port) ports.push(Number(port[1]));
  }
  return Math.max(8100, ...ports) + 1;
}

/** Inserts `addition` into `file` where `find` says; refuses clearly when the file no longer looks as expected. */
async function edit(file, describe, change) {
  const text = await readFile(file, 'utf8');
  const changed = change(text);
  if (changed === null || changed === text) throw new ScaffoldError(`could not register the remote in ${describe} (${file}): add it by hand`);
  await writeFile(file, changed);
}

/** Adds `item` as the last element of the array literal that starts with `arrayStart` (one line or one per line). */
function appendToArray(text, arrayStart, item) {
  const start = text.indexOf(arrayStart);
  const end = start < 0 ? -1 : text.indexOf(']', start);
  if (end < 0) return null;
  const body = text.slice(start + arrayStart.length, end);
  if (!body.includes('\n')) {
    return `${text.slice(0, end)}${body.trim() ? ', ' : ''}${item}${text.slice(end)}`;
  }
  const lineStart = text.lastIndexOf('\n', end) + 1;
  const indent = /\n(\s*)\S/.exec(body)?.[1] ?? '  ';
  return `${text.slice(0, lineStart)}${indent}${item},\n${text.slice(lineStart)}`;
}

function files(names, port, versions) {
  const { pkg, federation, route, component, title, short } = names;
  const pageFile = `${short}-page`;
  return {
    'package.json': `${JSON.stringify(
      {
        name: pkg,
        version: '0.1.0',
        private: true,
        description: `Tumbledash remote: ${title.toLowerCase()}`,
        scripts: {
          build: 'webpack --mode production',
          dev: `webpack serve --mode development --port ${port}`,
          test: 'jest',
          typecheck: 'tsc --noEmit -p .',
        },
        dependencies: versions.dependencies,
        devDependencies: versions.devDependencies,
      },
      null,
      2,
    )}\n`,
    'webpack.config.cjs': `const { createRemoteConfig } = require('../config/webpack.remote.cjs');

module.exports = createRemoteConfig({ dir: __dirname, name: '${federation}', port: ${port} });
`,
    'jest.config.cjs': "module.exports = require('../config/jest.base.cjs').jestConfig(__dirname);\n",
    'tsconfig.json': `${JSON.stringify({ extends: '../tsconfig.base.json', include: ['src', '../config/globals.d.ts'] }, null, 2)}\n`,
    'src/app.tsx': `import { remoteLifecycles } from '@tumbledash/shared';
import { ${component} } from './${short}/${pageFile}';

export const { bootstrap, mount, unmount } = remoteLifecycles(${component}, '${title}');
`,
    'src/standalone/index.ts': "// Async boundary: shared singletons must be negotiated before any of them is imported.\nimport('./standalone');\n",
    'src/standalone/standalone.ts': `import { mountStandalone } from '@tumbledash/shared';
import * as lifecycles from '../app';

void mountStandalone('${pkg}', lifecycles);
`,
    [`src/${short}/${pageFile}.tsx`]: `import { useSession } from '@tumbledash/shared';

/** ${title} at ${route}: replace this with the team's first screen. */
export function ${component}() {
  const { user } = useSession();
  return (
    <main aria-labelledby="${short}-title">
      <h1 id="${short}-title">${title}</h1>
      <p>{user ? \`Signed in as \${user.name}.\` : 'Not signed in.'}</p>
    </main>
  );
}
`,
    [`src/${short}/${pageFile}.test.tsx`]: `import { act, render, screen } from '@testing-library/react';
import { ANONYMOUS, session } from '@tumbledash/shared';
import { makeBootstrap } from '@tumbledash/shared/testing';
import { ${component} } from './${pageFile}';

afterEach(() => act(() => session.set(ANONYMOUS)));

it('shows its heading and who is signed in', () => {
  const bootstrap = makeBootstrap();
  act(() => session.set({ user: bootstrap.user, channels: bootstrap.channels, flags: bootstrap.flags, formKey: bootstrap.form_key }));
  render(<${component} />);
  expect(screen.getByRole('heading', { name: '${title}' })).toBeInTheDocument();
  expect(screen.getByText(\`Signed in as \${bootstrap.user?.name}.\`)).toBeInTheDocument();
});
`,
    'README.md': `# ${pkg} — ${title.toLowerCase()}

What this remote is for, in the spec's words (which sections of spec A/B it owns). Page: \`${route}\` (main slot,
signed-in people; see \`shell/src/routes/page-remotes.ts\`).

## Exposes
- \`./app\` — single-spa lifecycles; the shell mounts it in the \`main\` slot on \`${route}\` and below.

## Bus events
- Consumes: (none yet — list each event from \`shared/src/bus/events.ts\` this remote handles)
- Emits: (none yet)

## Size
\`npm run size:remotes\` after a build: what \`./app\` fetches on first use and later on demand (gzip -9);
\`ANALYZE=1 npm run build -w ${pkg}\` draws each chunk's modules in \`bundle-report.html\`.

## Run alone
\`\`\`sh
npm start                       # the API on :8080 (in another terminal)
npm run dev -w ${pkg}     # http://127.0.0.1:${port}/standalone.html (proxies /svc and /media to :8080)
\`\`\`

## Build, test, deploy
\`\`\`sh
npm test -w ${pkg}                       # component tests (jest + Testing Library)
npm run typecheck -w ${pkg}
npm run build -w ${pkg}                  # dist/ with mf-manifest.json
npm run deploy:remote -- ${pkg}          # publish a new version; --rollback to go back
cd e2e && npx playwright test tests/${short}-smoke.spec.ts
\`\`\`
`,
    [`../e2e/tests/${short}-smoke.spec.ts`]: `import { expect, test } from '@playwright/test';
import { logIn } from './helpers';

test('${pkg} loads at ${route} for a signed-in person', async ({ page }) => {
  await logIn(page);
  await page.goto('${route}');
  await expect(page.getByRole('heading', { name: '${title}' })).toBeVisible();
});
`,
  };
}

/** Writes the remote's files and registers it; returns the names and the files written (relative to root). */
export async function scaffoldRemote(input, { root = ROOT } = {}) {
  const names = remoteNames(input);
  const dir = path.join(root, names.pkg);
  if (existsSync(dir)) throw new ScaffoldError(`${names.pkg} already exists`);
  const template = JSON.parse(await readFile(path.join(root, 'mfe-share', 'package.json'), 'utf8'));
  const versions = { dependencies: template.dependencies, devDependencies: template.devDependencies };
  const port = await nextDevPort(root);
  const written = [];
  for (const [file, text] of Object.entries(files(names, port, versions))) {
    const target = path.join(dir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, text);
    written.push(path.relative(root, target));
  }

  await edit(path.join(root, 'package.json'), 'the workspaces', (text) => {
    const json = JSON.parse(text);
    const at = json.workspaces.indexOf('api');
    json.workspaces.splice(at < 0 ? json.workspaces.length : at, 0, names.pkg);
    return `${JSON.stringify(json, null, 2)}\n`;
  });
  await edit(path.join(root, 'scripts', 'remotes-lib.mjs'), 'the deployable remotes', (text) =>
    appendToArray(text, 'export const REMOTES = [', `'${names.pkg}'`),
  );
  await edit(path.join(root, 'shell', 'src', 'routes', 'page-remotes.ts'), "the shell's page table", (text) => {
    const marker = '  // new:remote adds page remotes above this line.';
    if (!text.includes(marker)) return null;
    const entry = `  { name: '${names.short}', remote: '${names.pkg}', path: /^\\/${names.short}(\\/.*)?$/, feature: '${names.title}', signedIn: true },\n`;
    return text.replace(marker, `${entry}${marker}`);
  });
  await edit(path.join(root, 'api', 'src', 'static', 'routes.ts'), "the API's page addresses", (text) =>
    appendToArray(text, 'export const CLIENT_ROUTES = [', `'${names.route}', '${names.route}/*'`),
  );
  return { names, port, written };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const { names, port, written } = await scaffoldRemote(process.argv[2]);
    console.log(`Created ${names.pkg} (dev server port ${port}):\n  ${written.join('\n  ')}`);
    console.log(`Registered in package.json workspaces, scripts/remotes-lib.mjs, shell/src/routes/page-remotes.ts and api/src/static/routes.ts.`);
    console.log(`Next: npm install && npm test -w ${names.pkg} && npm start, then open http://127.0.0.1:8080${names.route}`);
  } catch (error) {
    console.error(error instanceof ScaffoldError ? error.message : error);
    process.exit(1);
  }
}
