import { basePath, baseUrl, formPath, parseFormRoute, requestFromRoute, sameRequest, saveContext } from './routes';

it('reads the form routes of A§2.1', () => {
  expect(parseFormRoute('/new/photo')).toEqual({ mode: 'new', type: 'photo', base: '' });
  expect(parseFormRoute('/drafts/new/text/')).toEqual({ mode: 'new', type: 'text', base: '/drafts' });
  expect(parseFormRoute('/dashboard/new/quote')).toEqual({ mode: 'new', type: 'quote', base: '' });
  expect(parseFormRoute('/edit/123')).toEqual({ mode: 'edit', postId: '123' });
  expect(parseFormRoute('/reblog/9/abc')).toEqual({ mode: 'reblog', reblogId: '9', reblogKey: 'abc' });
  expect(parseFormRoute('/new/note')).toBeNull();
  expect(parseFormRoute('/dashboard')).toBeNull();
  expect(parseFormRoute('/edit/1/2')).toBeNull();
});

it('turns a route into a compose request', () => {
  expect(requestFromRoute({ mode: 'new', type: 'chat', base: '' })).toEqual({ mode: 'new', type: 'chat' });
  expect(requestFromRoute({ mode: 'edit', postId: '5' })).toEqual({ mode: 'edit', postId: '5' });
  expect(requestFromRoute({ mode: 'reblog', reblogId: '5', reblogKey: 'k' })).toEqual({ mode: 'reblog', reblog: { id: '5', key: 'k' } });
});

it('builds form paths on a base that is empty for the dashboard', () => {
  expect(formPath({ mode: 'new', type: 'link' }, '')).toBe('/new/link');
  expect(formPath({ mode: 'new', type: 'link' }, '/blog/ann')).toBe('/blog/ann/new/link');
  expect(formPath({ mode: 'edit', postId: '7' }, '/drafts')).toBe('/edit/7');
  expect(formPath({ mode: 'reblog', reblog: { id: '7', key: 'k y' } }, '')).toBe('/reblog/7/k%20y');
  expect(formPath({ mode: 'new' }, '')).toBeNull();
});

it('knows the page under a form and where closing returns', () => {
  expect(basePath('/dashboard')).toBe('');
  expect(basePath('/drafts/')).toBe('/drafts');
  expect(basePath('/queue/new/text')).toBe('/queue');
  expect(basePath('/edit/4')).toBe('');
  expect(baseUrl('')).toBe('/dashboard');
  expect(baseUrl('/queue')).toBe('/queue');
});

it('names the page for the save call', () => {
  expect(saveContext('')).toEqual({ contextPage: 'dashboard', contextId: '' });
  expect(saveContext('/blog/ann')).toEqual({ contextPage: 'blog', contextId: 'ann' });
  expect(saveContext('/tagged/cute%20cats')).toEqual({ contextPage: 'tagged', contextId: 'cute cats' });
});

it('compares requests by the form they open', () => {
  expect(sameRequest({ mode: 'edit', postId: '1' }, { mode: 'edit', postId: '1' })).toBe(true);
  expect(sameRequest({ mode: 'new', type: 'text' }, { mode: 'new', type: 'photo' })).toBe(false);
});

it('gives a submission no form route: it stays on its submit page; each recipient and type is its own form', () => {
  expect(formPath({ mode: 'new', type: 'photo', submitTo: 'tumbledemo' }, '/blog/tumbledemo/submit')).toBeNull();
  expect(sameRequest({ mode: 'new', type: 'photo', submitTo: 'a' }, { mode: 'new', type: 'photo', submitTo: 'a' })).toBe(true);
  expect(sameRequest({ mode: 'new', type: 'photo', submitTo: 'a' }, { mode: 'new', type: 'photo' })).toBe(false);
  expect(sameRequest({ mode: 'new', type: 'photo', submitTo: 'a' }, { mode: 'new', type: 'text', submitTo: 'a' })).toBe(false);
});
