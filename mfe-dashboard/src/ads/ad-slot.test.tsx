import { act, render, screen } from '@testing-library/react';
import { createAdLoader, type AdNetwork } from './ad-loader';
import { AdSlot } from './ad-slot';

describe('AdSlot (B§2, B§4)', () => {
  let errors: jest.SpyInstance;
  let warnings: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    errors = jest.spyOn(console, 'error');
    warnings = jest.spyOn(console, 'warn');
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('without the ad script, fails after 5 one-second polls and removes its empty containers, silently', () => {
    const find = jest.fn((): AdNetwork | undefined => undefined);
    const loader = createAdLoader(find);
    const { container } = render(
      <>
        <AdSlot placement="inline" loader={loader} />
        <AdSlot placement="side" loader={loader} />
      </>,
    );
    const slots = container.querySelectorAll('[data-ad-slot]');
    expect(slots).toHaveLength(2);
    // Empty slots take no room while they wait.
    slots.forEach((slot) => expect(slot).not.toBeVisible());

    act(() => jest.advanceTimersByTime(4999));
    expect(find).toHaveBeenCalledTimes(4);
    expect(container.querySelectorAll('[data-ad-slot]')).toHaveLength(2);
    act(() => jest.advanceTimersByTime(1));
    expect(find).toHaveBeenCalledTimes(5);
    expect(loader.status()).toBe('failed');
    expect(container.querySelectorAll('[data-ad-slot]')).toHaveLength(0);

    // No more polling, and a slot mounted later stays out.
    act(() => jest.advanceTimersByTime(10_000));
    expect(find).toHaveBeenCalledTimes(5);
    render(<AdSlot placement="inline" loader={loader} />);
    expect(document.querySelectorAll('[data-ad-slot]')).toHaveLength(0);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });

  it('fills the slot once the ad script is there', () => {
    const network: AdNetwork = {
      render: jest.fn((slot: HTMLElement) => {
        slot.textContent = 'Buy cat food';
        return true;
      }),
    };
    const page: { script?: AdNetwork } = {};
    const loader = createAdLoader(() => page.script);
    render(<AdSlot placement="inline" loader={loader} />);
    act(() => jest.advanceTimersByTime(2000));
    page.script = network;
    act(() => jest.advanceTimersByTime(1000));
    expect(network.render).toHaveBeenCalledWith(expect.any(HTMLElement), 'inline');
    const ad = screen.getByRole('complementary', { name: 'Sponsored' });
    expect(ad).toBeVisible();
    expect(ad).toHaveTextContent('Buy cat food');
  });
});
