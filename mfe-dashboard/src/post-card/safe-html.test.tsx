import { render, screen } from '@testing-library/react';
import { SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('shows post HTML sanitized', () => {
    const { container } = render(<SafeHtml html={'<p>Hello <b>there</b><img src="x.png" onerror="alert(1)"></p><script>alert(2)</script>'} />);
    expect(screen.getByText('there').tagName).toBe('B');
    expect(container.innerHTML).not.toMatch(/onerror|script/);
  });

  it('shows nothing for empty HTML', () => {
    const { container } = render(<SafeHtml html="" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('SafeHtml where the browser has no Sanitizer and DOMPurify cannot be fetched', () => {
  let offline = true;
  beforeEach(() => {
    jest.resetModules();
    jest.doMock('./sanitize-purify', () => {
      if (offline) throw new Error('offline');
      return jest.requireActual('./sanitize-purify');
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.dontMock('./sanitize-purify');
    delete process.env.RTL_SKIP_AUTO_CLEANUP;
    jest.restoreAllMocks();
  });

  it('says so with Retry in the text’s place, and shows the text once Retry fetches it', async () => {
    // A registry of their own, so this React and this sanitizer module start afresh; its cleanup is called below.
    process.env.RTL_SKIP_AUTO_CLEANUP = 'true';
    const { render: renderFresh, screen: fresh, fireEvent, cleanup } = await import('@testing-library/react');
    const { SafeHtml: FreshSafeHtml } = await import('./safe-html');
    renderFresh(<FreshSafeHtml html="<p>Behind the wall</p>" />);
    // In every post's place at once, so not an alert each.
    expect(await fresh.findByText(/Sorry, we seem to be having technical trouble/)).toBeInTheDocument();
    expect(fresh.queryByRole('alert')).toBeNull();
    expect(fresh.queryByText('Behind the wall')).toBeNull();
    offline = false;
    fireEvent.click(fresh.getByRole('button', { name: 'Retry' }));
    expect(await fresh.findByText('Behind the wall')).toBeInTheDocument();
    expect(fresh.queryByText(/Sorry, we seem to be having technical trouble/)).toBeNull();
    cleanup();
  });
});
