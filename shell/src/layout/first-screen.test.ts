import { removeFirstScreen } from '@tumbledash/shared';
import { overlayEntryState } from '@tumbledash/shared/page-under';
import { STALE_AFTER_MS, removeFirstScreenOnLeaving, removeFirstScreenWhenStale } from './first-screen';

function drawFirstScreen(): HTMLElement {
  const drawn = document.createElement('div');
  drawn.id = 'td-first-screen';
  document.body.appendChild(drawn);
  return drawn;
}

afterEach(() => {
  document.getElementById('td-first-screen')?.remove();
  window.history.replaceState(null, '', '/');
});

it('removes the server-drawn first screen', () => {
  drawFirstScreen();
  removeFirstScreen();
  expect(document.getElementById('td-first-screen')).toBeNull();
});

it('keeps it while the address stays, and removes it when the address moves on to another page', () => {
  window.history.replaceState(null, '', '/dashboard');
  drawFirstScreen();
  removeFirstScreenOnLeaving('/dashboard');
  window.dispatchEvent(new Event('single-spa:before-routing-event'));
  expect(document.getElementById('td-first-screen')).not.toBeNull();
  window.history.replaceState(null, '', '/settings/account');
  window.dispatchEvent(new Event('single-spa:before-routing-event'));
  expect(document.getElementById('td-first-screen')).toBeNull();
});

it('removes a blog page\'s drawing too when the address moves on, even to another blog', () => {
  window.history.replaceState(null, '', '/blog/pixel-garden');
  drawFirstScreen();
  removeFirstScreenOnLeaving('/blog/pixel-garden');
  window.history.replaceState(null, '', '/blog/night-owl-notes');
  window.dispatchEvent(new Event('single-spa:before-routing-event'));
  expect(document.getElementById('td-first-screen')).toBeNull();
});

it('keeps the dashboard\'s drawing under a post form opened over it, and removes it when the page moves on', () => {
  window.history.replaceState(null, '', '/dashboard');
  drawFirstScreen();
  removeFirstScreenOnLeaving('/dashboard');
  window.history.pushState(overlayEntryState('/new/text', '/dashboard'), '', '/new/text');
  window.dispatchEvent(new Event('single-spa:before-routing-event'));
  expect(document.getElementById('td-first-screen')).not.toBeNull();
  window.history.pushState(null, '', '/explore');
  window.dispatchEvent(new Event('single-spa:before-routing-event'));
  expect(document.getElementById('td-first-screen')).toBeNull();
});

it('removes a drawing the mounted page never replaced (an older build of it) a while after the mount', () => {
  jest.useFakeTimers();
  try {
    drawFirstScreen();
    removeFirstScreenWhenStale();
    jest.advanceTimersByTime(STALE_AFTER_MS * 2);
    // Not before the page's remote mounted (the first routing event).
    expect(document.getElementById('td-first-screen')).not.toBeNull();
    window.dispatchEvent(new Event('single-spa:routing-event'));
    jest.advanceTimersByTime(STALE_AFTER_MS - 1);
    expect(document.getElementById('td-first-screen')).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(document.getElementById('td-first-screen')).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});
