import { participant } from '../test-support/fixtures';
import { humanDuration, isUnavailable, postKind, relationshipText, safeModeApplies } from './post-reference-rules';

describe('post reference rules', () => {
  it('derives gif from the thumbnail and photoset from several photos', () => {
    const photo = { original_size: { url: 'a', width: 1, height: 1 }, alt_sizes: [] };
    expect(postKind({ type: 'photo', thumbnail_url: '/m/a.GIF?x=1', photos: [photo] })).toBe('gif');
    expect(postKind({ type: 'photo', thumbnail_url: '/m/a.png', photos: [photo, photo] })).toBe('photoset');
    expect(postKind({ type: 'quote', thumbnail_url: '', photos: [] })).toBe('quote');
  });

  it('knows an unavailable post', () => {
    expect(isUnavailable({ state: 'disabled' })).toBe(true);
    expect(isUnavailable({ state: 'ok' })).toBe(false);
  });

  it('applies safe mode only with both flags on', () => {
    expect(safeModeApplies(true, true)).toBe(true);
    expect(safeModeApplies(true, false)).toBe(false);
    expect(safeModeApplies(undefined, true)).toBe(false);
  });

  it('writes durations', () => {
    expect(humanDuration(3600)).toBe('less than a day');
    expect(humanDuration(86_400)).toBe('1 day');
    expect(humanDuration(86_400 * 65)).toBe('2 months');
    expect(humanDuration(86_400 * 800)).toBe('2 years');
  });

  it('describes the relationship', () => {
    const base = participant('bo', { is_blog_following_you: false, is_following_blog: false });
    expect(relationshipText(base)).toBe("You don't follow each other");
    expect(relationshipText({ ...base, is_blog_following_you: true })).toBe('bo follows you');
    expect(relationshipText({ ...base, is_following_blog: true, duration_following_blog: 86_400 * 3 })).toBe(
      "You've followed bo for 3 days",
    );
    expect(
      relationshipText({
        ...base,
        is_blog_following_you: true,
        is_following_blog: true,
        duration_blog_following_you: 86_400 * 400,
        duration_following_blog: 86_400 * 40,
      }),
    ).toBe("You've been following each other for 1 month");
  });
});
