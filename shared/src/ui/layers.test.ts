import { hasOpenLayer, isTopLayer, onLayersChange, openLayer } from './layers';

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
