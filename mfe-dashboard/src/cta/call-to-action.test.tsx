import { act, render, screen } from '@testing-library/react';
import type { DashboardPost } from '@tumbledash/shared';
import type { DashboardPostExtras } from '../actions/api-types';
import { makePost } from '../test-support/fixtures';
import { CallToActionButton } from './call-to-action';

const withCta = (cta: DashboardPostExtras['cta']): DashboardPost => ({ ...makePost('1'), cta }) as DashboardPost;

describe('CallToActionButton (B§2)', () => {
  it('links to the post’s call-to-action with the text of its code, faded by its place in the window', () => {
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 700 } as DOMRect);
    render(<CallToActionButton post={withCta({ text_code: 1, link_url: 'https://shop.example.com/' })} />);
    const link = screen.getByRole('link', { name: 'Shop now' });
    expect(link).toHaveAttribute('href', 'https://shop.example.com/');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.style.getPropertyValue('--td-dash-cta-opacity')).toBe('0.5');
    jest.restoreAllMocks();
  });

  it('fades in as a panel of its own scrolls it into view (the blog viewer), not only the window', () => {
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 1;
    });
    const place = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
    render(
      <div data-testid="panel">
        <CallToActionButton post={withCta({ text_code: 1, link_url: 'https://shop.example.com/' })} />
      </div>,
    );
    const link = screen.getByRole('link', { name: 'Shop now' });
    expect(link.style.getPropertyValue('--td-dash-cta-opacity')).toBe('0');
    place.mockReturnValue({ top: 400 } as DOMRect);
    act(() => {
      screen.getByTestId('panel').dispatchEvent(new Event('scroll'));
    });
    expect(link.style.getPropertyValue('--td-dash-cta-opacity')).toBe('1');
    jest.restoreAllMocks();
  });

  it('shows nothing without a call-to-action or with an unsafe link', () => {
    const { container } = render(<CallToActionButton post={withCta({ text_code: 0, link_url: 'javascript:alert(1)' })} />);
    expect(container).toBeEmptyDOMElement();
    render(<CallToActionButton post={makePost('2')} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
