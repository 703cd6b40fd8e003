import { CTA_MESSAGES } from '@tumbledash/shared';
import { stillShown } from './shown-messages';
import { POST_MESSAGES } from './validate-post';

it('keeps a message that is still true, as the same list', () => {
  const shown = [POST_MESSAGES.noPhotos];
  expect(stillShown(shown, [POST_MESSAGES.noPhotos])).toBe(shown);
});

it('drops a message that is no longer true', () => {
  expect(stillShown([POST_MESSAGES.noPhotos], [])).toEqual([]);
  expect(stillShown([POST_MESSAGES.noAudio, POST_MESSAGES.pendingImages], [POST_MESSAGES.pendingImages])).toEqual([POST_MESSAGES.pendingImages]);
});

it('adds nothing that was not shown, before the next Post', () => {
  // A chosen file still uploading, then waiting for the agreement: the person is not told off while they work.
  expect(stillShown([POST_MESSAGES.noAudio], [POST_MESSAGES.uploadsInProgress])).toEqual([]);
  expect(stillShown([POST_MESSAGES.noAudio], [POST_MESSAGES.agreement])).toEqual([]);
  expect(stillShown([], [POST_MESSAGES.textEmpty])).toEqual([]);
  expect(stillShown([POST_MESSAGES.noChat], [POST_MESSAGES.noChat, POST_MESSAGES.pendingImages])).toEqual([POST_MESSAGES.noChat]);
});

it("gives way to the message of the same subject that now applies: the link's URL", () => {
  expect(stillShown([POST_MESSAGES.invalidUrl], [POST_MESSAGES.noUrl])).toEqual([POST_MESSAGES.noUrl]);
  expect(stillShown([POST_MESSAGES.noUrl], [POST_MESSAGES.invalidUrl])).toEqual([POST_MESSAGES.invalidUrl]);
  // A valid URL whose page is being read: the mistake is fixed.
  expect(stillShown([POST_MESSAGES.invalidUrl], [POST_MESSAGES.loadingOpenGraph])).toEqual([]);
});

it('gives way within the video source and the call-to-action link, keeping the order shown', () => {
  expect(stillShown([POST_MESSAGES.noEmbed], [POST_MESSAGES.noVideo])).toEqual([POST_MESSAGES.noVideo]);
  expect(stillShown([CTA_MESSAGES.noLink, POST_MESSAGES.noEmbed], [POST_MESSAGES.directEmbedMissing, CTA_MESSAGES.invalidLink])).toEqual([
    CTA_MESSAGES.invalidLink,
    POST_MESSAGES.directEmbedMissing,
  ]);
});
