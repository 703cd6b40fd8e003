import { overlayOpen } from './tutorial-suspend';

function page(html: string): HTMLElement {
  const body = document.createElement('body');
  body.innerHTML = html;
  return body;
}

describe('overlayOpen', () => {
  it('sees a modal\'s glass and dialog and any popover of the shared UI', () => {
    expect(overlayOpen(page('<div class="td-ui-glass"></div>'))).toBe(true);
    expect(overlayOpen(page('<div class="td-app"></div><div class="td-ui-modal"></div>'))).toBe(true);
    expect(overlayOpen(page('<div class="td-ui-popover td-header-activity"></div>'))).toBe(true);
  });

  it('sees a modal dialog anywhere in the page, such as the header\'s mobile drawer', () => {
    const drawer = '<header><nav><div role="dialog" aria-modal="true" aria-label="Menu"></div></nav></header>';
    expect(overlayOpen(page(`<div id="td-header-slot">${drawer}</div><main></main>`))).toBe(true);
  });

  it('ignores the page, the tutorial itself (a dialog that is not modal) and toasts', () => {
    const tutorial = '<div class="td-msg-tutorial" role="dialog" aria-labelledby="t"></div>';
    expect(overlayOpen(page(`<div class="td-app"></div>${tutorial}<div class="td-ui-toast"></div>`))).toBe(false);
    expect(overlayOpen(page(''))).toBe(false);
  });
});
