import { permalinkOf, recipientOf } from './share-rules';

describe('recipientOf', () => {
  it('is the trimmed blog name', () => {
    expect(recipientOf('  film-grain ', 'alice')).toBe('film-grain');
  });

  it('is null for an empty or blank field', () => {
    expect(recipientOf('', 'alice')).toBeNull();
    expect(recipientOf('   ', 'alice')).toBeNull();
  });

  it("is null for the sender's own blog, however it is written", () => {
    expect(recipientOf('Alice ', 'alice')).toBeNull();
  });

  it('takes any name when there is no sending blog', () => {
    expect(recipientOf('alice', null)).toBe('alice');
  });
});

describe('permalinkOf', () => {
  it("makes a site path absolute against the site's origin", () => {
    expect(permalinkOf('/blog/alice/post/42/a-slug', 'https://tumbledash.example')).toBe('https://tumbledash.example/blog/alice/post/42/a-slug');
  });

  it('keeps an address that is already absolute', () => {
    expect(permalinkOf('https://alice.example.com/post/42', 'https://tumbledash.example')).toBe('https://alice.example.com/post/42');
  });

  it('shows an unreadable address as it is', () => {
    expect(permalinkOf('http://[', 'https://tumbledash.example')).toBe('http://[');
  });
});
