import { render, screen } from '@testing-library/react';
import { StickerImage } from './sticker-image';

it('names a sticker by its description, or "Sticker" without one, in its 100 px box', () => {
  render(
    <>
      <StickerImage sticker={{ url: '/m/wave.png', description: 'Wave' }} />
      <StickerImage sticker={{ url: '/m/plain.png', description: '' }} />
    </>,
  );
  const wave = screen.getByRole('img', { name: 'Wave' });
  expect(wave).toHaveAttribute('src', '/m/wave.png');
  expect([wave.getAttribute('width'), wave.getAttribute('height')]).toEqual(['100', '100']);
  expect(screen.getByRole('img', { name: 'Sticker' })).toHaveAttribute('src', '/m/plain.png');
});
