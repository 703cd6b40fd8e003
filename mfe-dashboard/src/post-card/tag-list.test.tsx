import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { TAG_EXPAND_THRESHOLD, TagList } from './tag-list';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

/** jsdom has no layout: give every list the given content height. */
function mockListHeight(height: number) {
  return jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(height);
}

describe('TagList', () => {
  afterEach(() => jest.restoreAllMocks());

  it('uses the 81 px threshold of B§9', () => {
    expect(TAG_EXPAND_THRESHOLD).toBe(81);
  });

  it('links each tag to its tagged page, in the app', async () => {
    mockListHeight(20);
    render(<TagList tags={['cats', 'cute dogs']} />);
    const link = screen.getByRole('link', { name: '#cute dogs' });
    expect(link).toHaveAttribute('href', '/tagged/cute%20dogs');
    await userEvent.click(link);
    expect(navigateToUrl).toHaveBeenCalledWith('http://localhost/tagged/cute%20dogs');
  });

  it('shows everything without a button when the tags fit', () => {
    mockListHeight(TAG_EXPAND_THRESHOLD);
    render(<TagList tags={['a', 'b']} />);
    expect(screen.queryByRole('button', { name: 'Show all tags' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Tags' })).not.toHaveClass('td-dash-tags__list--collapsed');
  });

  it('collapses taller tags behind "Show all tags", which expands them', async () => {
    mockListHeight(TAG_EXPAND_THRESHOLD + 1);
    render(<TagList tags={Array.from({ length: 40 }, (_, index) => `tag${index}`)} />);
    const list = screen.getByRole('list', { name: 'Tags' });
    expect(list).toHaveClass('td-dash-tags__list--collapsed');
    const button = screen.getByRole('button', { name: 'Show all tags' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', list.id);
    await userEvent.click(button);
    expect(list).not.toHaveClass('td-dash-tags__list--collapsed');
    expect(screen.queryByRole('button', { name: 'Show all tags' })).toBeNull();
  });

  it('expands when focus reaches a tag hidden below the fold', () => {
    mockListHeight(200);
    render(<TagList tags={['first', 'hidden']} />);
    const hidden = screen.getByRole('link', { name: '#hidden' });
    jest.spyOn(hidden, 'offsetTop', 'get').mockReturnValue(120);
    act(() => screen.getByRole('link', { name: '#first' }).focus());
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveClass('td-dash-tags__list--collapsed');
    act(() => hidden.focus());
    expect(screen.getByRole('list', { name: 'Tags' })).not.toHaveClass('td-dash-tags__list--collapsed');
  });

  it('"Show all tags" gives its focus to the first tag it brings into view', async () => {
    mockListHeight(200);
    render(<TagList tags={['first', 'second', 'hidden', 'last']} />);
    for (const [name, top] of [['#first', 0], ['#second', 40], ['#hidden', 90], ['#last', 130]] as const) {
      jest.spyOn(screen.getByRole('link', { name }), 'offsetTop', 'get').mockReturnValue(top);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Show all tags' }));
    expect(screen.getByRole('link', { name: '#hidden' })).toHaveFocus();
  });

  it('renders nothing without tags', () => {
    const { container } = render(<TagList tags={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
