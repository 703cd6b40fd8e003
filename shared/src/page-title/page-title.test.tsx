import { render } from '@testing-library/react';
import { pageTitle } from './page-title';
import { usePageTitle } from './use-page-title';

function Page({ name }: { name: string | null }) {
  usePageTitle(name);
  return null;
}

describe('page titles', () => {
  beforeEach(() => {
    document.title = 'Tumbledash';
  });

  it('names a page "{page} | Tumbledash"', () => {
    expect(pageTitle('Likes')).toBe('Likes | Tumbledash');
  });

  it('names the tab for the page shown and renames it when the page changes', () => {
    const { rerender } = render(<Page name="Ask pixel-garden a question" />);
    expect(document.title).toBe('Ask pixel-garden a question | Tumbledash');
    rerender(<Page name="Not found" />);
    expect(document.title).toBe('Not found | Tumbledash');
  });

  it('leaves the title alone while the page does not know its name yet', () => {
    render(<Page name={null} />);
    expect(document.title).toBe('Tumbledash');
  });
});
