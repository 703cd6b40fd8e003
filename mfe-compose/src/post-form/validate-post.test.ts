import type { PostType } from '@tumbledash/shared';
import { makePost } from '../test-support/fixtures';
import { newPostModel, reblogPostModel, type FormSlots, type PostModel } from './post-model';
import { NO_PENDING_WORK, POST_MESSAGES, validatePost } from './validate-post';

function model<T extends PostType>(type: T, slots: Partial<Extract<FormSlots, { type: T }>> = {}, extra: Partial<PostModel> = {}): PostModel {
  const base = newPostModel(type, 'alice');
  return { ...base, ...extra, slots: { ...base.slots, ...slots } as FormSlots };
}

const uploading = { ...NO_PENDING_WORK, uploads: 1 };

describe('text', () => {
  it("says 'Post body empty.' when title and body are both empty", () => {
    expect(validatePost(model('text', { title: ' ', body: '<p><br></p>' }))).toEqual(['Post body empty.']);
  });

  it('accepts a title alone or a body alone', () => {
    expect(validatePost(model('text', { title: 'Hi' }))).toEqual([]);
    expect(validatePost(model('text', { body: '<p>Hi</p>' }))).toEqual([]);
  });

  it('accepts an empty reblog, which has a reblog tree', () => {
    expect(validatePost(reblogPostModel(makePost('9'), 'bob'))).toEqual([]);
  });
});

describe('photo', () => {
  it("says 'No photos specified.'", () => {
    expect(validatePost(model('photo'))).toEqual(['No photos specified.']);
  });

  it("says 'Uploads in progress.' while an upload runs", () => {
    expect(validatePost(model('photo'), uploading)).toEqual(['Uploads in progress.']);
  });

  it('accepts a photo', () => {
    const photo = { id: 'o1', url: '/media/a.jpg', width: 10, height: 10, caption: '', external: false };
    expect(validatePost(model('photo', { photos: [photo] }))).toEqual([]);
  });
});

it("quote: says 'No quote.'", () => {
  expect(validatePost(model('quote', { source: 'someone' }))).toEqual(['No quote.']);
  expect(validatePost(model('quote', { quote: '<p>Words</p>' }))).toEqual([]);
});

describe('link', () => {
  it("says 'Loading OpenGraph data.' while the page is read", () => {
    expect(validatePost(model('link', { url: 'https://a.com' }), { ...NO_PENDING_WORK, openGraph: true })).toEqual([
      'Loading OpenGraph data.',
    ]);
  });

  it("says 'No url.'", () => {
    expect(validatePost(model('link'))).toEqual(['No url.']);
  });

  it("says 'Not a valid URL' for anything but http or https with a valid host", () => {
    expect(validatePost(model('link', { url: 'ftp://a.com' }))).toEqual(['Not a valid URL']);
    expect(validatePost(model('link', { url: 'https://nohost' }))).toEqual(['Not a valid URL']);
    expect(validatePost(model('link', { url: 'https://a.com/x' }))).toEqual([]);
  });
});

it("chat: says 'No chat.'", () => {
  expect(validatePost(model('chat', { title: 'Talk' }))).toEqual(['No chat.']);
  expect(validatePost(model('chat', { chat: 'A: hi' }))).toEqual([]);
});

describe('audio', () => {
  it("says 'Please choose an audio source before continuing.'", () => {
    expect(validatePost(model('audio'))).toEqual(['Please choose an audio source before continuing.']);
    expect(validatePost(model('audio', { service: 'upload' }))).toEqual([
      'Please choose an audio source before continuing.',
    ]);
  });

  it('needs the permission agreement for a pre-uploaded file', () => {
    expect(validatePost(model('audio', { service: 'upload', preuploadUrl: '/media/a.mp3' }))).toEqual([
      'You must agree that you have permission to share this file.',
    ]);
    expect(validatePost(model('audio', { service: 'upload', preuploadUrl: '/media/a.mp3', confirmTos: true }))).toEqual([]);
  });

  it('accepts an audio URL without the agreement', () => {
    expect(validatePost(model('audio', { url: 'https://a.com/a.mp3' }))).toEqual([]);
  });
});

describe('video', () => {
  const checked = {
    thumbnail: 't.jpg',
    url: 'https://www.youtube.com/watch?v=abcdefghijk',
    embed_render_context: '',
    preview_iframe: '',
    embed_code: '<iframe src="https://www.youtube.com/embed/abcdefghijk"></iframe>',
    unsupported: false,
  };

  it("says 'No embed specified.'", () => {
    expect(validatePost(model('video'))).toEqual(['No embed specified.']);
  });

  it("says 'Direct embed missing.' until the embed was checked", () => {
    expect(validatePost(model('video', { embedCode: 'https://youtu.be/abcdefghijk' }))).toEqual(['Direct embed missing.']);
    expect(validatePost(model('video', { embedCode: 'https://youtu.be/abcdefghijk', video: checked }))).toEqual([]);
  });

  it("says 'Direct embed missing.' for an unknown service's code unless it frames a player a post may show", () => {
    const unknown = { ...checked, unsupported: true, thumbnail: '', url: 'https://player.example.org/v/1', embed_code: '<iframe src="https://player.example.org/v/1"></iframe>' };
    expect(validatePost(model('video', { embedCode: unknown.embed_code, video: unknown }))).toEqual(['Direct embed missing.']);
    const objectCode = { ...unknown, embed_code: '<object data="https://w.soundcloud.com/player/"></object>' };
    expect(validatePost(model('video', { embedCode: objectCode.embed_code, video: objectCode }))).toEqual(['Direct embed missing.']);
    const player = { ...unknown, url: 'https://w.soundcloud.com/player/?url=x', embed_code: '<iframe src="https://w.soundcloud.com/player/?url=x"></iframe>' };
    expect(validatePost(model('video', { embedCode: player.embed_code, video: player }))).toEqual([]);
  });

  it("says 'No video specified.' for an upload without a file", () => {
    expect(validatePost(model('video', { source: 'upload' }))).toEqual(['No video specified.']);
  });

  it('needs the permission agreement for a pre-upload', () => {
    const upload = { source: 'upload' as const, preuploadUrl: '/media/v.mp4' };
    expect(validatePost(model('video', upload))).toEqual(['You must agree that you have permission to share this file.']);
    expect(validatePost(model('video', { ...upload, confirmTos: true }))).toEqual([]);
    expect(validatePost(model('video', upload), uploading)).toEqual(['Uploads in progress.']);
  });
});

describe('answer', () => {
  it("says 'Post question empty.'", () => {
    expect(validatePost(model('note', { answer: '<p>Yes</p>' }))).toEqual(['Post question empty.']);
    expect(validatePost(model('note', { ask: 'Why?', answer: '<p>Because.</p>' }))).toEqual([]);
  });

  it("keeps an answer: says 'Write an answer first.' as /answer does", () => {
    expect(validatePost(model('note', { ask: 'Why?' }))).toEqual(['Write an answer first.']);
    expect(validatePost(model('note', { ask: 'Why?', answer: '<p> <br></p>' }))).toEqual(['Write an answer first.']);
  });
});

describe('general', () => {
  it('says Invalid "state" value for an unknown state', () => {
    const bad = model('text', { title: 'x' }, { state: 'sideways' as PostModel['state'] });
    expect(validatePost(bad)).toEqual(['Invalid "state" value']);
  });

  it("says 'There are still pending images.' while an image goes into an editor", () => {
    expect(validatePost(model('text', { title: 'x' }), { ...NO_PENDING_WORK, images: 1 })).toEqual([
      'There are still pending images.',
    ]);
  });

  it('checks the type of each default field', () => {
    const bad = { ...model('text', { title: 'x' }), tags: 'a,b', customUrl: 3, sourceUrl: null } as unknown as PostModel;
    expect(validatePost(bad)).toEqual(['Invalid "tags" value', 'Invalid "slug" value', 'Invalid "source_url" value']);
    const badEditor = model('text', { title: 'x' }, { editorType: 'word' as PostModel['editorType'] });
    expect(validatePost(badEditor)).toEqual(['Invalid "editor_type" value']);
  });

  it('accepts source and click-through URLs with http, https, tumblr or mailto, adding https: where missing', () => {
    expect(validatePost(model('text', { title: 'x' }, { sourceUrl: 'example.com/a' }))).toEqual([]);
    expect(validatePost(model('text', { title: 'x' }, { sourceUrl: 'tumblr://x-callback-url' }))).toEqual([]);
    expect(validatePost(model('text', { title: 'x' }, { sourceUrl: 'javascript:alert(1)' }))).toEqual(['Invalid "source_url" value']);
    const photo = { id: 'o1', url: '/media/a.jpg', width: 1, height: 1, caption: '', external: false };
    expect(validatePost(model('photo', { photos: [photo], linkthrough: 'data:text/html,x' }))).toEqual(['Invalid "linkthrough" value']);
  });

  it('needs a valid link of an accepted protocol for a call-to-action button, adding https: where missing (A§5.2)', () => {
    const text = (extra: Partial<PostModel>) => model('text', { title: 'x' }, extra);
    expect(validatePost(text({ enableCTA: true, ctaLinkUrl: ' ' }))).toEqual(['Add a link for the call-to-action button.']);
    expect(validatePost(text({ enableCTA: true, ctaLinkUrl: 'mailto:hi@example.com' }))).toEqual([]);
    expect(validatePost(text({ enableCTA: true, ctaLinkUrl: 'tumblr://x-callback-url/dashboard' }))).toEqual([]);
    expect(validatePost(text({ enableCTA: true, ctaLinkUrl: 'mailto:nobody' }))).toEqual(['The call-to-action link is not a valid URL.']);
    expect(validatePost(text({ enableCTA: true, ctaLinkUrl: 'javascript:alert(1)' }))).toEqual(['The call-to-action link is not a valid URL.']);
    expect(validatePost(text({ enableCTA: true, ctaLinkUrl: 'ftp://example.com/x' }))).toEqual(['The call-to-action link is not a valid URL.']);
    expect(validatePost(text({ enableCTA: true, ctaLinkUrl: 'not a link' }))).toEqual(['The call-to-action link is not a valid URL.']);
    expect(validatePost(text({ enableCTA: true, ctaLinkUrl: 'shop.example.com/sale' }))).toEqual([]);
    expect(validatePost(text({ enableCTA: false, ctaLinkUrl: 'not a link' }))).toEqual([]);
  });

  it('needs a date to schedule', () => {
    expect(validatePost(model('text', { title: 'x' }, { state: 'scheduled', publishOn: '' }))).toEqual([
      'Invalid "publish_on" value',
    ]);
    expect(validatePost(model('text', { title: 'x' }, { state: 'scheduled', publishOn: '2030-01-02T10:00' }))).toEqual([]);
  });

  it('reports general and type messages together', () => {
    expect(validatePost(model('quote'), { ...NO_PENDING_WORK, images: 2 })).toEqual([
      POST_MESSAGES.pendingImages,
      POST_MESSAGES.noQuote,
    ]);
  });
});
