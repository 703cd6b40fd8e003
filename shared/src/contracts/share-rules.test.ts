import { isMessagePostType, isShareEmailAddress, isShareMessage, isTweet, tweetLength, tweetRemaining } from './share-rules';

describe('isShareEmailAddress (B§5, A§5.3)', () => {
  it.each(['ada@example.com', 'a.b_c+d-e@mail.example.co.uk', ' ada@example.com '])('takes %s', (address) => {
    expect(isShareEmailAddress(address)).toBe(true);
  });

  it.each(['', 'ada', 'ada@', '@example.com', 'ada@example', 'ada@example.c', `ada@example.${'a'.repeat(21)}`, 'a da@example.com', 'ada!@example.com', 'ada@exa_mple.com'])(
    'refuses %j',
    (address) => {
      expect(isShareEmailAddress(address)).toBe(false);
    },
  );

  it('refuses an address longer than 100 characters', () => {
    const local = 'a'.repeat(100 - '@example.com'.length);
    expect(isShareEmailAddress(`${local}@example.com`)).toBe(true);
    expect(isShareEmailAddress(`${local}a@example.com`)).toBe(false);
  });
});

describe('isShareMessage (255)', () => {
  it('takes an empty message and one of 255 characters', () => {
    expect(isShareMessage('')).toBe(true);
    expect(isShareMessage('x'.repeat(255))).toBe(true);
  });

  it('refuses 256 characters, counting an emoji as one', () => {
    expect(isShareMessage('x'.repeat(256))).toBe(false);
    expect(isShareMessage('😀'.repeat(255))).toBe(true);
  });
});

describe('tweet counting (140, [URL] counts 24)', () => {
  it('counts each [URL] as 24', () => {
    expect(tweetLength('[URL]')).toBe(24);
    expect(tweetLength('Look [URL] and [URL]')).toBe('Look  and '.length + 48);
    expect(tweetRemaining('Look [URL]')).toBe(140 - 5 - 24);
  });

  it('is valid above 0 and up to 140', () => {
    expect(isTweet('')).toBe(false);
    expect(isTweet('x'.repeat(116) + '[URL]')).toBe(true);
    expect(tweetRemaining('x'.repeat(116) + '[URL]')).toBe(0);
    expect(isTweet('x'.repeat(117) + '[URL]')).toBe(false);
    expect(tweetRemaining('x'.repeat(117) + '[URL]')).toBe(-1);
  });
});

describe('isMessagePostType (B§5)', () => {
  it.each(['photo', 'link', 'quote', 'audio', 'video', 'chat'])('takes %s', (type) => {
    expect(isMessagePostType(type)).toBe(true);
  });

  it.each(['text', 'note', 'answer', ''])('refuses %j', (type) => {
    expect(isMessagePostType(type)).toBe(false);
  });
});
