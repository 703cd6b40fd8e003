import { pageGlobal } from './page-global';

const KEY = '__tumbledashPageGlobalTest__';

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[KEY];
});

describe('pageGlobal', () => {
  it('makes the value once and hands out the same object every time', () => {
    const create = jest.fn(() => ({ count: 0 }));
    const first = pageGlobal(KEY, create);
    const second = pageGlobal(KEY, create);
    expect(second).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('gives a second copy of the module (a remote with its own copy of shared) the same object', () => {
    const value = pageGlobal(KEY, () => ({ from: 'first copy' }));
    let copy: typeof import('./page-global') | undefined;
    jest.isolateModules(() => {
      copy = require('./page-global');
    });
    expect(copy!.pageGlobal).not.toBe(pageGlobal);
    const create = jest.fn(() => ({ from: 'second copy' }));
    expect(copy!.pageGlobal(KEY, create)).toBe(value);
    expect(create).not.toHaveBeenCalled();
  });
});
