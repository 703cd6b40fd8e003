import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OverridesBadge } from './overrides-badge';

it('says overrides are active, lists them, and offers to change or reset them', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  const onReset = jest.fn();
  render(<OverridesBadge applied={{ 'mfe-header': '0.1.0-aaaa', 'mfe-share': 'dev' }} onChange={onChange} onReset={onReset} />);
  const badge = screen.getByRole('complementary', { name: 'Remote overrides' });
  expect(badge).toHaveTextContent('Overrides active');
  expect(screen.getByText('mfe-header: 0.1.0-aaaa')).toBeInTheDocument();
  expect(screen.getByText('mfe-share: dev server')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Change' }));
  expect(onChange).toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Reset' }));
  expect(onReset).toHaveBeenCalled();
});
