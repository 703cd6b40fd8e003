import { act, render, screen } from '@testing-library/react';
import { makeBootstrap, makeUser } from '../test/fixtures';
import { ANONYMOUS, applyBootstrap, session } from './session';
import { useSession } from './use-session';

function Greeting() {
  const { user } = useSession();
  return <p>{user ? `Signed in as ${user.name}` : 'Signed out'}</p>;
}

afterEach(() => session.set(ANONYMOUS));

describe('useSession', () => {
  it('re-renders when the session changes', () => {
    render(<Greeting />);
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    act(() => {
      applyBootstrap(makeBootstrap({ user: makeUser({ name: 'carol' }) }));
    });
    expect(screen.getByText('Signed in as carol')).toBeInTheDocument();
  });
});
