import { recipientOf } from './share-rules';

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
