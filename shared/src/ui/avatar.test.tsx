import { fireEvent, render, screen } from '@testing-library/react';
import { AVATAR_SIZES } from '../contracts';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows the image with the blog name in its alt text, 128 px and round by default (A§9.1)', () => {
    render(<Avatar src="/media/avatars/staff.png" name="staff" />);
    const image = screen.getByRole('img', { name: "staff's avatar" });
    expect(image).toHaveAttribute('src', '/media/avatars/staff.png');
    expect(image).toHaveAttribute('width', '128');
    expect(image).toHaveAttribute('height', '128');
    expect(image).toHaveClass('td-ui-avatar--circle');
  });

  it.each(AVATAR_SIZES)('renders at %i px', (size) => {
    render(<Avatar src="/a.png" name="staff" size={size} />);
    const image = screen.getByRole('img', { name: "staff's avatar" });
    expect(image).toHaveAttribute('width', String(size));
    expect(image).toHaveAttribute('height', String(size));
  });

  it('allows exactly the sizes of the spec', () => {
    expect(AVATAR_SIZES).toEqual([16, 24, 30, 40, 48, 64, 96, 128, 512]);
  });

  it('can be square', () => {
    render(<Avatar src="/a.png" name="staff" shape="square" />);
    expect(screen.getByRole('img', { name: "staff's avatar" })).toHaveClass('td-ui-avatar--square');
  });

  it('falls back to a letter tile of the same size when the image fails to load', () => {
    render(<Avatar src="/missing.png" name="photography" size={40} />);
    fireEvent.error(screen.getByRole('img', { name: "photography's avatar" }));
    const tile = screen.getByRole('img', { name: "photography's avatar" });
    expect(tile.tagName).toBe('SPAN');
    expect(tile).toHaveTextContent('P');
    expect(tile).toHaveStyle({ width: '40px', height: '40px' });
  });

  it('shows the tile when there is no image at all', () => {
    render(<Avatar src={null} name="art" size={24} />);
    expect(screen.getByRole('img', { name: "art's avatar" })).toHaveTextContent('A');
  });

  it('tries again when the image address changes after a failure', () => {
    const { rerender } = render(<Avatar src="/missing.png" name="staff" />);
    fireEvent.error(screen.getByRole('img', { name: "staff's avatar" }));
    rerender(<Avatar src="/staff.png" name="staff" />);
    expect(screen.getByRole('img', { name: "staff's avatar" })).toHaveAttribute('src', '/staff.png');
  });
});
