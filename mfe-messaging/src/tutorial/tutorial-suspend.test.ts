import { overlayOpen } from './tutorial-suspend';

const element = (className: string) => {
  const div = document.createElement('div');
  div.className = className;
  return div;
};

describe('overlayOpen', () => {
  it('sees a modal\'s glass and dialog and any popover of the shared UI', () => {
    expect(overlayOpen([element('td-ui-glass')])).toBe(true);
    expect(overlayOpen([element('td-app'), element('td-ui-modal')])).toBe(true);
    expect(overlayOpen([element('td-ui-popover td-header-activity')])).toBe(true);
  });

  it('ignores the page, the tutorial itself and toasts', () => {
    expect(overlayOpen([element('td-app'), element('td-msg-tutorial'), element('td-ui-toast')])).toBe(false);
    expect(overlayOpen([])).toBe(false);
  });
});
