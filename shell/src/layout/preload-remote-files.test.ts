import { PRELOADED_IDS } from '@tumbledash/shared/contracts';
import { preloadRemoteFiles } from './preload-remote-files';

function serverWrote(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PRELOADED_IDS.remoteFiles;
  element.textContent = text;
  document.body.append(element);
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    as: link.getAttribute('as'),
    href: link.getAttribute('href'),
    crossorigin: link.getAttribute('crossorigin'),
    fetchpriority: link.getAttribute('fetchpriority'),
  }));

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

it('preloads the manifests, stylesheets and scripts the server left to it, as the server would have', () => {
  serverWrote(
    JSON.stringify({
      fetches: ['/remotes/mfe-header/1/mf-manifest.json'],
      styles: ['/remotes/mfe-header/1/app.css'],
      scripts: ['/remotes/mfe-header/1/remoteEntry.js', '/remotes/mfe-header/1/app.js'],
    }),
  );
  preloadRemoteFiles();
  expect(preloads()).toEqual([
    { as: 'fetch', href: '/remotes/mfe-header/1/mf-manifest.json', crossorigin: 'anonymous', fetchpriority: null },
    { as: 'style', href: '/remotes/mfe-header/1/app.css', crossorigin: null, fetchpriority: 'low' },
    { as: 'script', href: '/remotes/mfe-header/1/remoteEntry.js', crossorigin: null, fetchpriority: null },
    { as: 'script', href: '/remotes/mfe-header/1/app.js', crossorigin: null, fetchpriority: null },
  ]);
});

it('reads them once', () => {
  serverWrote(JSON.stringify({ fetches: [], styles: [], scripts: ['/remotes/mfe-header/1/remoteEntry.js'] }));
  preloadRemoteFiles();
  preloadRemoteFiles();
  expect(preloads()).toHaveLength(1);
  expect(document.getElementById(PRELOADED_IDS.remoteFiles)).toBeNull();
});

it('preloads nothing on a page the server left nothing to it', () => {
  preloadRemoteFiles();
  expect(preloads()).toEqual([]);
});

it('skips what is not a list of addresses, and a page whose data is cut short', () => {
  serverWrote(JSON.stringify({ fetches: 'x', scripts: [1, '/remotes/mfe-header/1/remoteEntry.js'] }));
  preloadRemoteFiles();
  expect(preloads().map((link) => link.href)).toEqual(['/remotes/mfe-header/1/remoteEntry.js']);
  serverWrote('{"scripts": ["/remotes/mfe-hea');
  expect(() => preloadRemoteFiles()).not.toThrow();
  expect(preloads()).toHaveLength(1);
});
