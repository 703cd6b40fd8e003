import { isPostFormPath, mainPageFor, redirectFor } from './routes';

describe('mainPageFor', () => {
  it.each([
    ['/dashboard', 'timeline'],
    ['/drafts', 'timeline'],
    ['/queue', 'timeline'],
    ['/inbox', 'timeline'],
    ['/likes', 'timeline'],
    ['/tagged/cats', 'timeline'],
    ['/blog/tumbledemo', 'blog'],
    ['/blog/tumbledemo/7353754709504071', 'blog'],
    ['/blog/tumbledemo/7353754709504071/a-slug', 'blog'],
    ['/follow/tumbledemo', 'blog'],
    ['/search/cats', 'blog'],
    ['/new/text', 'timeline'],
    ['/edit/123', 'timeline'],
    ['/reblog/123/abcDEF', 'timeline'],
    ['/drafts/new/text', 'timeline'],
    ['/blog/tumbledemo/new/photo', 'timeline'],
    ['/tagged/cats/new/quote', 'timeline'],
    ['/conversation/new/friendly', 'timeline'],
    ['/messaging/conversation/friendly', 'timeline'],
    ['/nowhere/new/text', 'not-found'],
    ['/blog/tumbledemo/activity', 'activity'],
    ['/login', 'login'],
    ['/register', 'register'],
    ['/nowhere', 'not-found'],
  ])('%s shows the %s page', (path, page) => {
    expect(mainPageFor(path)).toBe(page);
  });
});

describe('isPostFormPath', () => {
  it('recognises the three post form routes only', () => {
    expect(isPostFormPath('/new/photo')).toBe(true);
    expect(isPostFormPath('/edit/42')).toBe(true);
    expect(isPostFormPath('/reblog/42/key')).toBe(true);
    expect(isPostFormPath('/dashboard')).toBe(false);
    expect(isPostFormPath('/reblog/42')).toBe(false);
    expect(isPostFormPath('/queue/new/link')).toBe(true);
    expect(isPostFormPath('/nowhere/new/link')).toBe(false);
  });
});

describe('redirectFor', () => {
  it('sends the root to the dashboard', () => {
    expect(redirectFor('/', false)).toBe('/dashboard');
    expect(redirectFor('/', true)).toBe('/dashboard');
  });

  it('sends signed-in people away from the login and sign-up pages, to the page that sent them there', () => {
    expect(redirectFor('/login', true)).toBe('/dashboard');
    expect(redirectFor('/register', true)).toBe('/dashboard');
    expect(redirectFor('/login', false)).toBeNull();
    expect(redirectFor('/login', true, '?redirect_to=%2Ffollow%2Frecipe-box')).toBe('/follow/recipe-box');
    expect(redirectFor('/register', true, '?redirect_to=/settings/account')).toBe('/settings/account');
  });

  it('never sends anyone to another site after signing in', () => {
    expect(redirectFor('/login', true, '?redirect_to=%2F%2Fevil.example')).toBe('/dashboard');
    expect(redirectFor('/login', true, '?redirect_to=/%5Cevil.example')).toBe('/dashboard');
    expect(redirectFor('/login', true, '?redirect_to=https://evil.example/')).toBe('/dashboard');
  });

  it('asks anonymous visitors to log in before writing or reading activity', () => {
    expect(redirectFor('/new/text', false)).toBe('/login');
    expect(redirectFor('/blog/x/activity', false)).toBe('/login');
    expect(redirectFor('/drafts/new/text', false)).toBe('/login');
    expect(redirectFor('/conversation/new/friendly', false)).toBe('/login');
    expect(redirectFor('/dashboard', false)).toBeNull();
  });
});
