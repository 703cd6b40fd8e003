import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { ANONYMOUS, bus, session, type BusEvents } from '@tumbledash/shared';
import { makeUser } from '@tumbledash/shared/testing';
import { makePost } from '../test-support/post';
import { useReportFromAddress } from './use-report-from-address';

const post = makePost('42');

/** A post page whose card (with its Share button) is drawn when `drawn` is set. */
function Page({ drawn }: { drawn: boolean }) {
  const root = useRef<HTMLDivElement>(null);
  useReportFromAddress(true, post, root);
  return <div ref={root}>{drawn && <article><button type="button" aria-label="Share" /></article>}</div>;
}

let opened: BusEvents['share:open'][];
let subscription: { unsubscribe: () => void };
beforeEach(() => {
  opened = [];
  subscription = bus.on('share:open').subscribe((request) => opened.push(request));
  window.history.replaceState(null, '', '/blog/alice/42#report');
});
afterEach(() => {
  subscription.unsubscribe();
  session.set(ANONYMOUS);
});

function signIn() {
  const user = makeUser();
  session.set({ user, channels: user.channels, flags: {}, formKey: 'fk' });
}

it('opens the abuse form for the post at its Share button once the card is drawn, then forgets the hash', async () => {
  signIn();
  const view = render(<Page drawn={false} />);
  expect(opened).toEqual([]);
  view.rerender(<Page drawn />);
  await act(async () => undefined);
  expect(opened).toHaveLength(1);
  expect(opened[0]).toMatchObject({ post, panel: 'report' });
  expect(opened[0]!.anchor).toBe(view.container.querySelector('button[aria-label="Share"]'));
  expect(window.location.hash).toBe('');
  expect(window.location.pathname).toBe('/blog/alice/42');
});

it('does nothing for a visitor, or without the report hash', () => {
  render(<Page drawn />);
  expect(opened).toEqual([]);
  signIn();
  window.history.replaceState(null, '', '/blog/alice/42');
  render(<Page drawn />);
  expect(opened).toEqual([]);
});
