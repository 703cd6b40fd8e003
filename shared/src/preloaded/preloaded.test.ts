import { takePreloaded } from './index';

function preload(id: string, text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = id;
  script.textContent = text;
  document.body.appendChild(script);
}

it('reads what the server wrote once, then no more', () => {
  preload('td-preloaded-remotes', '{"mfe-header":{"entry":"/remotes/mfe-header/1/mf-manifest.json","version":"1"}}');
  expect(takePreloaded('td-preloaded-remotes')).toEqual({ 'mfe-header': { entry: '/remotes/mfe-header/1/mf-manifest.json', version: '1' } });
  expect(takePreloaded('td-preloaded-remotes')).toBeNull();
});

it('answers null for missing or broken data', () => {
  expect(takePreloaded('td-preloaded-nothing')).toBeNull();
  preload('td-preloaded-broken', '{not json');
  expect(takePreloaded('td-preloaded-broken')).toBeNull();
});
