import {
  OVERRIDES_KEY,
  applyOverrides,
  asksForPanel,
  clearOverrides,
  isDevServerEntry,
  isPanelShortcut,
  overrideProblem,
  parseOverrides,
  publishedEntry,
  readOverrides,
  saveOverrides,
} from './overrides';
import type { RemoteTable } from './remotes';

const table: RemoteTable = {
  'mfe-header': {
    entry: publishedEntry('mfe-header', '3'),
    version: '3',
    bus: '1.0.0',
    previous: [
      { version: '2', entry: publishedEntry('mfe-header', '2'), bus: '1.0.0' },
      { version: 'old', entry: publishedEntry('mfe-header', 'old'), bus: '0.9.0' },
    ],
  },
  'mfe-share': { entry: publishedEntry('mfe-share', '7'), version: '7' },
};

beforeEach(() => localStorage.clear());

it('accepts dev servers on this machine only', () => {
  expect(isDevServerEntry('http://localhost:8101/mf-manifest.json')).toBe(true);
  expect(isDevServerEntry('http://127.0.0.1:8102/remoteEntry.js')).toBe(true);
  expect(isDevServerEntry('https://evil.example/mf-manifest.json')).toBe(false);
  expect(isDevServerEntry('http://localhost.evil.example:80/mf-manifest.json')).toBe(false);
  expect(isDevServerEntry('http://user@localhost:8101/mf-manifest.json')).toBe(false);
  expect(isDevServerEntry('http://localhost/mf-manifest.json')).toBe(false);
  expect(isDevServerEntry('http://localhost:8101/other.js')).toBe(false);
  expect(isDevServerEntry('not a url')).toBe(false);
});

it('refuses arbitrary origins outside development mode, and any origin but this machine within it', () => {
  const dev = { version: 'dev', entry: 'http://localhost:8101/mf-manifest.json' };
  expect(overrideProblem('mfe-header', dev, false)).toBe('dev servers are for development mode only');
  expect(overrideProblem('mfe-header', dev, true)).toBeNull();
  expect(overrideProblem('mfe-header', { version: 'dev', entry: 'https://cdn.example/mf-manifest.json' }, true)).toMatch(/localhost/);
  expect(overrideProblem('mfe-header', { version: '2', entry: 'https://cdn.example/remotes/mfe-header/2/mf-manifest.json' }, true)).toBe(
    'only versions published on this site',
  );
  expect(overrideProblem('mfe-header', { version: '2', entry: publishedEntry('mfe-header', '2') }, false)).toBeNull();
  expect(overrideProblem('mfe-header', { version: '../x', entry: '/remotes/mfe-header/../x/mf-manifest.json' }, false)).toBe('not a version');
  expect(overrideProblem('header', { version: '2', entry: publishedEntry('header', '2') }, false)).toBe('not a remote name');
});

it('reads only well-formed overrides and never throws on what localStorage holds', () => {
  expect(parseOverrides(null)).toEqual({});
  expect(parseOverrides('{broken')).toEqual({});
  expect(parseOverrides('[]')).toEqual({});
  expect(parseOverrides(JSON.stringify({ 'mfe-header': { version: '2', entry: 'e' }, 'mfe-share': { version: 3 } }))).toEqual({
    'mfe-header': { version: '2', entry: 'e' },
  });
});

it('applies a published version and a dev server in development, leaving other remotes as published', () => {
  const overrides = {
    'mfe-header': { version: '2', entry: publishedEntry('mfe-header', '2') },
    'mfe-share': { version: 'dev', entry: 'http://127.0.0.1:8106/mf-manifest.json' },
  };
  const result = applyOverrides(table, overrides, true, '1.0.0');
  expect(result.table['mfe-header']).toEqual({ entry: publishedEntry('mfe-header', '2'), version: '2' });
  expect(result.table['mfe-share']).toEqual({ entry: 'http://127.0.0.1:8106/mf-manifest.json', version: 'dev' });
  expect(result.applied).toEqual({ 'mfe-header': '2', 'mfe-share': 'dev' });
  expect(result.refused).toEqual({});
});

it('refuses, outside development, a dev server; and any override of an unknown remote or of another bus major', () => {
  const overrides = {
    'mfe-share': { version: 'dev', entry: 'http://localhost:8106/mf-manifest.json' },
    'mfe-nothing': { version: '1', entry: publishedEntry('mfe-nothing', '1') },
    'mfe-header': { version: 'old', entry: publishedEntry('mfe-header', 'old') },
  };
  const result = applyOverrides(table, overrides, false, '1.0.0');
  expect(result.table).toEqual(table);
  expect(result.applied).toEqual({});
  expect(result.refused).toEqual({
    'mfe-share': 'dev servers are for development mode only',
    'mfe-nothing': 'not a remote of this site',
    'mfe-header': 'built against event bus 0.9.0',
  });
});

it('stores only acceptable overrides in this browser, and clears them', () => {
  const refused = saveOverrides(
    {
      'mfe-header': { version: '2', entry: publishedEntry('mfe-header', '2') },
      'mfe-share': { version: 'dev', entry: 'https://evil.example/mf-manifest.json' },
    },
    false,
  );
  expect(refused).toEqual({ 'mfe-share': 'dev servers are for development mode only' });
  expect(JSON.parse(localStorage.getItem(OVERRIDES_KEY)!)).toEqual({ 'mfe-header': { version: '2', entry: publishedEntry('mfe-header', '2') } });
  expect(readOverrides()).toEqual({ 'mfe-header': { version: '2', entry: publishedEntry('mfe-header', '2') } });
  saveOverrides({}, false);
  expect(localStorage.getItem(OVERRIDES_KEY)).toBeNull();
  saveOverrides({ 'mfe-header': { version: '2', entry: publishedEntry('mfe-header', '2') } }, false);
  clearOverrides();
  expect(readOverrides()).toEqual({});
});

it('opens the panel on Alt+Shift+O or ?overrides', () => {
  const keys = { altKey: true, shiftKey: true, ctrlKey: false, metaKey: false, code: 'KeyO' };
  expect(isPanelShortcut(keys)).toBe(true);
  expect(isPanelShortcut({ ...keys, ctrlKey: true })).toBe(false);
  expect(isPanelShortcut({ ...keys, code: 'KeyP' })).toBe(false);
  expect(asksForPanel('?overrides')).toBe(true);
  expect(asksForPanel('?tab=1&overrides=1')).toBe(true);
  expect(asksForPanel('?q=overrides')).toBe(false);
});
