import { pageRegion, wrappedTabStop } from './inline-focus';

describe('wrappedTabStop', () => {
  it('wraps Tab from the last stop, or from outside, to the first', () => {
    expect(wrappedTabStop(2, 3, false)).toBe(0);
    expect(wrappedTabStop(-1, 3, false)).toBe(0);
  });

  it('wraps Shift+Tab from the first stop, or from outside, to the last', () => {
    expect(wrappedTabStop(0, 3, true)).toBe(2);
    expect(wrappedTabStop(-1, 3, true)).toBe(2);
  });

  it('lets the browser move between inner stops', () => {
    expect(wrappedTabStop(0, 3, false)).toBeNull();
    expect(wrappedTabStop(2, 3, true)).toBeNull();
  });
});

describe('pageRegion', () => {
  it('is the child of body that holds the element', () => {
    document.body.innerHTML = '<main id="main"><div><p id="deep"></p></div></main><div id="overlay"></div>';
    expect(pageRegion(document.getElementById('deep') as HTMLElement).id).toBe('main');
    expect(pageRegion(document.getElementById('overlay') as HTMLElement).id).toBe('overlay');
  });
});
