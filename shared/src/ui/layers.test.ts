import { hasHintShown, hasOpenLayer, isTopLayer, onLayersChange, openLayer } from './layers';

describe('the layer stack', () => {
  it('tells listeners when a layer opens and closes, once per change', () => {
    const heard: boolean[] = [];
    const stop = onLayersChange(() => heard.push(hasOpenLayer()));
    const close = openLayer({ id: Symbol('drawer'), element: () => null });
    close();
    close();
    stop();
    openLayer({ id: Symbol('after'), element: () => null })();
    expect(heard).toEqual([true, false]);
  });

  it('knows the top layer as layers open over one another', () => {
    const below = Symbol('below');
    const above = Symbol('above');
    const closeBelow = openLayer({ id: below, element: () => null });
    const closeAbove = openLayer({ id: above, element: () => null });
    expect(isTopLayer(above)).toBe(true);
    closeAbove();
    expect(isTopLayer(below)).toBe(true);
    closeBelow();
    expect(hasOpenLayer()).toBe(false);
  });
});

describe('hints on the layer stack', () => {
  it('are no overlays: nobody waits for them, and the overlay below one still answers Escape', () => {
    const modal = Symbol('modal');
    const closeModal = openLayer({ id: modal, element: () => null });
    const closeHint = openLayer({ id: Symbol('tutorial'), element: () => null, hint: true });
    expect(isTopLayer(modal)).toBe(true);
    closeModal();
    expect(hasOpenLayer()).toBe(false);
    closeHint();
  });

  it('a hint sees another hint, but not itself', () => {
    const tour = Symbol('tour');
    const closeTour = openLayer({ id: tour, element: () => null, hint: true });
    expect(hasHintShown(tour)).toBe(false);
    const closeTutorial = openLayer({ id: Symbol('tutorial'), element: () => null, hint: true });
    expect(hasHintShown(tour)).toBe(true);
    closeTutorial();
    expect(hasHintShown(tour)).toBe(false);
    closeTour();
  });
});
