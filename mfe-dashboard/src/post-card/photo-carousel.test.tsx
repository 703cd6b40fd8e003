import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PhotoItem } from '@tumbledash/shared';
import { PhotoCarousel } from './photo-carousel';

const photos: PhotoItem[] = [1, 2, 3].map((n) => ({ id: `o${n}`, url: `/media/p/${n}.jpg`, width: 800, height: 600, caption: `Photo number ${n}` }));

describe('PhotoCarousel', () => {
  it('pages through the photos with the buttons', async () => {
    render(<PhotoCarousel photos={photos} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/media/p/1.jpg');
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('img', { name: 'Photo number 2' })).toHaveAttribute('src', '/media/p/2.jpg');
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
  });

  it('only peeks beyond either end (B§4)', async () => {
    render(<PhotoCarousel photos={photos} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    const frame = screen.getByRole('group', { name: '1 of 3' });
    expect(frame).toHaveClass('td-dash-carousel__frame--peek-start');
  });

  it('moves with the arrow keys and starts at the given index', async () => {
    render(<PhotoCarousel photos={photos} initialIndex={2} />);
    expect(screen.getByRole('group', { name: '3 of 3' })).toBeInTheDocument();
    screen.getByRole('button', { name: 'Next photo' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
  });

  it('makes each photo the post\'s click-through link, as a single photo is', async () => {
    render(<PhotoCarousel photos={photos} linkthrough="https://example.com/linkthrough" />);
    const link = screen.getByRole('link', { name: 'Photo number 1' });
    expect(link).toHaveAttribute('href', 'https://example.com/linkthrough');
    expect(link).toHaveAttribute('target', '_blank');
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('link', { name: 'Photo number 2' })).toHaveAttribute('href', 'https://example.com/linkthrough');
  });

  it('links nothing without a (safe) click-through link', () => {
    render(<PhotoCarousel photos={photos} linkthrough="javascript:alert(1)" />);
    expect(screen.getByRole('img', { name: 'Photo number 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
