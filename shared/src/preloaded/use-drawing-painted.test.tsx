import { act, renderHook, waitFor } from '@testing-library/react';
import { FIRST_SCREEN_ID } from '../contracts/preloaded';
import { useDrawingPainted } from './use-drawing-painted';

function drawing(...pictures: HTMLImageElement[]): HTMLElement {
  const drawn = document.createElement('div');
  drawn.id = FIRST_SCREEN_ID;
  drawn.append(...pictures);
  document.body.append(drawn);
  return drawn;
}

function picture(loading: 'eager' | 'lazy'): HTMLImageElement {
  const img = document.createElement('img');
  img.loading = loading;
  Object.defineProperty(img, 'complete', { value: false });
  return img;
}

afterEach(() => document.getElementById(FIRST_SCREEN_ID)?.remove());

describe('useDrawingPainted', () => {
  it('is true at once without a drawing', () => {
    expect(renderHook(() => useDrawingPainted()).result.current).toBe(true);
  });

  it('is true at once when the drawing has no picture that loads at once', () => {
    drawing(picture('lazy'));
    expect(renderHook(() => useDrawingPainted()).result.current).toBe(true);
  });

  it('waits for the drawing\'s eager picture to arrive and be painted', async () => {
    const photo = picture('eager');
    drawing(photo);
    const { result } = renderHook(() => useDrawingPainted());
    expect(result.current).toBe(false);
    await act(async () => photo.dispatchEvent(new Event('load')));
    await waitFor(() => expect(result.current).toBe(true));
  });
});
