import { pageRegion } from './inline-focus';

describe('pageRegion', () => {
  it('is the child of body that holds the element', () => {
    document.body.innerHTML = '<main id="main"><div><p id="deep"></p></div></main><div id="overlay"></div>';
    expect(pageRegion(document.getElementById('deep') as HTMLElement).id).toBe('main');
    expect(pageRegion(document.getElementById('overlay') as HTMLElement).id).toBe('overlay');
  });
});
