import { render, screen } from '@testing-library/react';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status named "Loading" by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveTextContent('Loading');
  });

  it('takes a label and a size', () => {
    render(<Spinner label="Loading posts" size="large" />);
    const spinner = screen.getByRole('status', { name: 'Loading posts' });
    expect(spinner).toHaveClass('td-ui-spinner--large');
  });
});
