import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  canSend,
  inboxCursor,
  isPossibleSpam,
  MESSAGING_ERRORS,
  newConversationRefusal,
  nextMessageTs,
  parseInboxCursor,
  storedContext,
  type NewConversationFacts,
} from './rules.js';

const open: NewConversationFacts = {
  recipientName: 'friendly',
  blocked: false,
  otherReceives: true,
  followersOnly: false,
  recipientFollowsSender: false,
  senderFollowsRecipient: true,
  recipientAcceptsAnyone: false,
  startedToday: 0,
};

describe('newConversationRefusal', () => {
  it('lets a follower start a conversation', () => {
    assert.equal(newConversationRefusal(open), null);
  });

  it('refuses blocked pairs and blogs that take no messages', () => {
    assert.equal(newConversationRefusal({ ...open, blocked: true }), MESSAGING_ERRORS.blocked);
    assert.equal(newConversationRefusal({ ...open, otherReceives: false }), MESSAGING_ERRORS.cannotReceive);
  });

  it('answers 7003 with the recipient’s name when it takes messages only from blogs it follows', () => {
    assert.deepEqual(newConversationRefusal({ ...open, followersOnly: true }), {
      status: 403,
      code: 7003,
      msg: 'Sorry, friendly only allows messages from blogs they follow.',
    });
    assert.equal(newConversationRefusal({ ...open, followersOnly: true, recipientFollowsSender: true }), null);
  });

  it('answers 409 to a sender who does not follow, unless the recipient accepts anyone', () => {
    assert.equal(newConversationRefusal({ ...open, senderFollowsRecipient: false }), MESSAGING_ERRORS.mustFollow);
    assert.equal(newConversationRefusal({ ...open, senderFollowsRecipient: false, recipientAcceptsAnyone: true }), null);
  });

  it('answers 429 at the daily limit', () => {
    assert.equal(newConversationRefusal({ ...open, startedToday: 2 }, 3), null);
    assert.equal(newConversationRefusal({ ...open, startedToday: 3 }, 3), MESSAGING_ERRORS.dailyLimit);
  });
});

describe('canSend', () => {
  it('is false when blocked or when the other blog takes no messages', () => {
    assert.equal(canSend({ blocked: false, otherReceives: true }), true);
    assert.equal(canSend({ blocked: true, otherReceives: true }), false);
    assert.equal(canSend({ blocked: false, otherReceives: false }), false);
  });
});

describe('storedContext', () => {
  it('keeps only the known sources', () => {
    assert.equal(storedContext('post-chrome:dashboard'), 'post-chrome:dashboard');
    assert.equal(storedContext('messaging-gif'), 'messaging-gif');
    assert.equal(storedContext('somewhere-else'), '');
    assert.equal(storedContext(undefined), '');
  });
});

describe('nextMessageTs', () => {
  it('uses the clock unless that would repeat or go back', () => {
    assert.equal(nextMessageTs(1000, null), 1000);
    assert.equal(nextMessageTs(1000, 999), 1000);
    assert.equal(nextMessageTs(1000, 1000), 1001);
    assert.equal(nextMessageTs(1000, 1500), 1501);
  });
});

describe('isPossibleSpam', () => {
  it('flags conversations started by blogs the acting blog does not follow', () => {
    assert.equal(isPossibleSpam(true, false), true);
    assert.equal(isPossibleSpam(true, true), false);
    assert.equal(isPossibleSpam(false, false), false);
  });
});

describe('inbox cursor', () => {
  it('round-trips and refuses anything else', () => {
    assert.deepEqual(parseInboxCursor(inboxCursor('1700000000000', '42')), { ts: '1700000000000', id: '42' });
    assert.equal(parseInboxCursor('1700000000000'), null);
    assert.equal(parseInboxCursor('x.1'), null);
  });
});

