import { ASK_MESSAGES, canMoveAppeal, containsLink, stripNewlines, validateQuestion } from './peepr';

describe('validateQuestion (B§5 Ask)', () => {
  it('needs a question after trimming', () => {
    expect(validateQuestion('')).toEqual([ASK_MESSAGES.empty]);
    expect(validateQuestion('  \n\t ')).toEqual([ASK_MESSAGES.empty]);
    expect(validateQuestion('Why?')).toEqual([]);
  });

  it('refuses links: a scheme, www., or a word with a known top-level domain', () => {
    for (const question of ['see http://x', 'see HTTPS://x', 'try www.site', 'on example.com now', 'my.blog', 'ask.io?']) {
      expect(validateQuestion(question)).toEqual([ASK_MESSAGES.links]);
    }
    for (const question of ['Mr. Smith?', 'a.b', 'end of sentence.Then more', 'version 1.2', 'e.g. this']) {
      expect(containsLink(question)).toBe(false);
    }
  });

  it('strips newlines and counts at most 500 characters', () => {
    expect(stripNewlines('a\nb\r\nc')).toBe('a b c');
    expect(validateQuestion('x'.repeat(500))).toEqual([]);
    expect(validateQuestion('x'.repeat(501))).toEqual([ASK_MESSAGES.tooLong]);
  });
});

describe('canMoveAppeal (B§4 appeal states)', () => {
  it('lets the owner dismiss the banner or request review, nothing else', () => {
    expect(canMoveAppeal(1, 2)).toBe(true);
    expect(canMoveAppeal(1, 3)).toBe(true);
    expect(canMoveAppeal(2, 3)).toBe(true);
    expect(canMoveAppeal(1, 4)).toBe(false);
    expect(canMoveAppeal(2, 2)).toBe(false);
    expect(canMoveAppeal(3, 2)).toBe(false);
    expect(canMoveAppeal(4, 3)).toBe(false);
    expect(canMoveAppeal(0, 3)).toBe(false);
  });
});
