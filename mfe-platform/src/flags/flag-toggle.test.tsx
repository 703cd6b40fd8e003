import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FlagToggle } from './flag-toggle';

function renderToggle(props: { enabled: boolean; busy: boolean; onToggle: () => void }) {
  return render(
    <>
      <span id="name">log_lady</span>
      <span id="about">Send behaviour logs every 15 seconds</span>
      <FlagToggle labelledBy="name" describedBy="about" {...props} />
    </>,
  );
}

it('is a toggle button named by the flag, with On or Off written beside it', () => {
  const { rerender } = renderToggle({ enabled: false, busy: false, onToggle: jest.fn() });
  const toggle = screen.getByRole('button', { name: 'log_lady', description: 'Send behaviour logs every 15 seconds' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByText('Off')).toBeVisible();
  rerender(
    <>
      <span id="name">log_lady</span>
      <span id="about">Send behaviour logs every 15 seconds</span>
      <FlagToggle labelledBy="name" describedBy="about" enabled busy={false} onToggle={jest.fn()} />
    </>,
  );
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText('On')).toBeVisible();
  expect(screen.queryByText('Off')).toBeNull();
});

it('toggles with Space and Enter', async () => {
  const user = userEvent.setup();
  const onToggle = jest.fn();
  renderToggle({ enabled: false, busy: false, onToggle });
  await user.tab();
  expect(screen.getByRole('button', { name: 'log_lady' })).toHaveFocus();
  await user.keyboard(' ');
  await user.keyboard('{Enter}');
  expect(onToggle).toHaveBeenCalledTimes(2);
});

it('stays focusable but sends nothing while it saves', async () => {
  const user = userEvent.setup();
  const onToggle = jest.fn();
  renderToggle({ enabled: true, busy: true, onToggle });
  const toggle = screen.getByRole('button', { name: 'log_lady' });
  expect(toggle).toHaveAttribute('aria-disabled', 'true');
  expect(toggle).toBeEnabled();
  await user.click(toggle);
  expect(onToggle).not.toHaveBeenCalled();
  expect(toggle).toHaveFocus();
});
