import { makePost } from '../test-support/fixtures';
import { inboxKind, isEngageable, postStateLabel } from './post-state';

describe('postStateLabel (A§4.1)', () => {
  it('names drafts, queued, private and processing posts', () => {
    expect(postStateLabel({ state: 'draft', publish_on: null })).toBe('Draft');
    expect(postStateLabel({ state: 'queued', publish_on: null })).toBe('Queued');
    expect(postStateLabel({ state: 'private', publish_on: null })).toBe('Private');
    expect(postStateLabel({ state: 'transcoding', publish_on: null })).toBe('Processing video');
  });

  it('a queued post with a publish_on date shows as scheduled, with that date', () => {
    const scheduled = 'Scheduled for Nov 25, 2026, 1:41 PM';
    expect(postStateLabel({ state: 'scheduled', publish_on: '2026-11-25T13:41:04.956Z' }, 'en-US', 'UTC')).toBe(scheduled);
    expect(postStateLabel({ state: 'queued', publish_on: '2026-11-25T13:41:04.956Z' }, 'en-US', 'UTC')).toBe(scheduled);
  });

  it('says nothing for published posts and the inbox’s asks and submissions', () => {
    expect(postStateLabel({ state: 'published', publish_on: null })).toBeNull();
    expect(postStateLabel({ state: 'unapproved', publish_on: null })).toBeNull();
  });
});

describe('isEngageable', () => {
  it('is true only for published posts', () => {
    expect(isEngageable({ state: 'published' })).toBe(true);
    for (const state of ['draft', 'queued', 'scheduled', 'private', 'unapproved', 'transcoding'] as const) {
      expect(isEngageable({ state })).toBe(false);
    }
  });
});

describe('inboxKind', () => {
  it('tells an unanswered ask from a submission', () => {
    const ask = makePost('1', { type: 'note', ask: 'Hi?', asker: 'bob', answer: '', caption: '' }, { state: 'unapproved' });
    expect(inboxKind(ask)).toBe('ask');
    expect(inboxKind({ ...ask, content: { type: 'note', ask: 'Hi?', asker: 'bob', answer: 'Yes', caption: '' } })).toBeNull();
    expect(inboxKind(makePost('2', undefined, { state: 'unapproved' }))).toBe('submission');
    expect(inboxKind(makePost('3'))).toBeNull();
  });
});
