import { makePost } from '../test-support/fixtures';
import {
  chatToText,
  cutCaption,
  defaultLayout,
  editPostModel,
  emptySlots,
  fromLocalInput,
  mapRichValues,
  newPostModel,
  nextPhotoId,
  reblogPostModel,
  sameContent,
  stateCode,
  toLocalInput,
  toUpdateRequest,
  type PostModel,
} from './post-model';

const context = { contextPage: 'dashboard', contextId: '' };

it('starts a new post with the defaults of A§3.3', () => {
  const model = newPostModel('text', 'alice');
  expect(model).toMatchObject({ mode: 'new', tumblelog: 'alice', state: 'published', editorType: 'rich', tags: [], reblog: null });
  expect(model.slots).toEqual({ type: 'text', title: '', body: '' });
});

it('has every slot of A§3.4 per type', () => {
  expect(Object.keys(emptySlots('photo'))).toEqual(['type', 'caption', 'linkthrough', 'photos', 'layout', 'carouselDisplay']);
  expect(Object.keys(emptySlots('link'))).toEqual(['type', 'title', 'url', 'caption', 'excerpt', 'author', 'thumbnail']);
  expect(Object.keys(emptySlots('note'))).toEqual(['type', 'ask', 'answer', 'caption']);
});

it('maps each state to its code (A§4.1)', () => {
  expect(stateCode('published')).toBe('0');
  expect(stateCode('draft')).toBe('1');
  expect(stateCode('queued')).toBe('2');
  expect(stateCode('scheduled')).toBe('on.2');
  expect(stateCode('private')).toBe('private');
});

describe('toUpdateRequest', () => {
  it('maps a text post to post[one] and post[two]', () => {
    const model: PostModel = {
      ...newPostModel('text', 'alice'),
      slots: { type: 'text', title: 'Hello', body: '<p>World</p>' },
      tags: ['cats', 'dogs'],
      customUrl: ' my-post ',
      sourceUrl: 'example.com/src',
    };
    expect(toUpdateRequest(model, context)).toEqual({
      channel_id: 'alice',
      editor_type: 0,
      is_rich_text: { one: 0, two: 1, three: 0 },
      context_page: 'dashboard',
      context_id: '',
      post: {
        type: 'text',
        state: '0',
        one: 'Hello',
        two: '<p>World</p>',
        three: '',
        tags: 'cats,dogs',
        slug: 'my-post',
        publish_on: '',
        source_url: 'https://example.com/src',
        enable_cta: false,
      },
    });
  });

  it('sends Markdown as HTML plus its source', () => {
    const model: PostModel = {
      ...newPostModel('text', 'alice'),
      editorType: 'markdown',
      slots: { type: 'text', title: 'T', body: '**b**' },
    };
    const request = toUpdateRequest(model, context);
    expect(request.editor_type).toBe(2);
    expect(request.post.two).toBe('<p><b>b</b></p>');
    expect(request.markdown).toEqual({ two: '**b**' });
  });

  it('sends a scheduled post with its instant', () => {
    const model: PostModel = { ...newPostModel('text', 'alice'), state: 'scheduled', publishOn: '2030-05-06T07:08' };
    const request = toUpdateRequest(model, context);
    expect(request.post.state).toBe('on.2');
    expect(request.post.publish_on).toBe(new Date('2030-05-06T07:08').toISOString());
  });

  it('sends photos with ids, captions cut to 200, layout and order', () => {
    const photo = (id: string, caption = '') => ({ id, url: `/media/${id}.jpg`, width: 1, height: 1, caption, external: false });
    const model: PostModel = {
      ...newPostModel('photo', 'alice'),
      slots: { type: 'photo', caption: '<p>c</p>', linkthrough: 'a.com', photos: [photo('o2', 'x'.repeat(250)), photo('o1'), photo('o3')], layout: [], carouselDisplay: true },
    };
    const request = toUpdateRequest(model, context);
    expect(request.images).toEqual({ o2: '/media/o2.jpg', o1: '/media/o1.jpg', o3: '/media/o3.jpg' });
    expect(request.caption?.o2).toHaveLength(200);
    expect(request.post).toMatchObject({ two: '<p>c</p>', three: 'https://a.com', photoset_layout: '12', photoset_order: 'o2,o1,o3', carousel_display: true });
    const rows = toUpdateRequest({ ...model, slots: { ...model.slots, carouselDisplay: false } as PostModel['slots'] }, context);
    expect(rows.post).toMatchObject({ photoset_layout: '12', carousel_display: false });
  });

  it('sends the call-to-action button with https: added to its link, and its absence (A§3.3, A§5.2)', () => {
    const model: PostModel = { ...newPostModel('text', 'alice'), enableCTA: true, ctaTextCode: 2, ctaLinkUrl: ' shop.example.com/join ' };
    expect(toUpdateRequest(model, context).post).toMatchObject({ enable_cta: true, cta_text_code: 2, cta_link_url: 'https://shop.example.com/join' });
    const off = toUpdateRequest({ ...model, enableCTA: false }, context).post;
    expect(off.enable_cta).toBe(false);
    expect(off.cta_link_url).toBeUndefined();
  });

  it('sends link, audio and video extras', () => {
    const link: PostModel = {
      ...newPostModel('link', 'alice'),
      slots: { type: 'link', title: 'T', url: ' https://a.com ', caption: '<p>d</p>', excerpt: 'e', author: 'au', thumbnail: 'https://a.com/t.png' },
    };
    expect(toUpdateRequest(link, context)).toMatchObject({
      post: { one: 'T', two: 'https://a.com', three: '<p>d</p>' },
      is_rich_text: { one: 0, two: 0, three: 1 },
      thumbnail: 'https://a.com/t.png',
      excerpt: 'e',
      author: 'au',
    });
    const audio: PostModel = {
      ...newPostModel('audio', 'alice'),
      slots: { ...(emptySlots('audio') as Extract<PostModel['slots'], { type: 'audio' }>), service: 'upload', preuploadUrl: '/media/a.mp3', preuploadKey: 'k', confirmTos: true, trackTitle: 'Song' },
    };
    expect(toUpdateRequest(audio, context)).toMatchObject({
      post: { one: '' },
      preuploaded_url: '/media/a.mp3',
      preuploaded_key: 'k',
      confirm_tos: true,
      id3_tags: { title: 'Song', artist: '', album: '' },
    });
    const video: PostModel = {
      ...newPostModel('video', 'alice'),
      slots: {
        ...(emptySlots('video') as Extract<PostModel['slots'], { type: 'video' }>),
        embedCode: 'https://youtu.be/abcdefghijk',
        video: { thumbnail: 't.jpg', url: 'u', embed_render_context: '', preview_iframe: '', embed_code: '<iframe></iframe>', unsupported: false },
      },
    };
    expect(toUpdateRequest(video, context)).toMatchObject({
      post: { one: 'https://youtu.be/abcdefghijk' },
      embed_code: '<iframe></iframe>',
      thumbnail: 't.jpg',
    });
  });

  it('sends a reblog with its id, key and the addition in post[two]', () => {
    const parent = makePost('7', { type: 'photo', caption: 'c', linkthrough: '', photos: [], layout: [] }, { tumblelog: 'carol' });
    const model = { ...reblogPostModel(parent, 'bob'), addition: '<p>So good</p>' };
    const request = toUpdateRequest(model, context);
    expect(request).toMatchObject({
      channel_id: 'bob',
      reblog_id: '7',
      reblog_key: 'key7',
      is_rich_text: { one: 0, two: 1, three: 0 },
      post: { type: 'photo', one: '', two: '<p>So good</p>', three: '' },
    });
    expect(request.images).toBeUndefined();
  });

  it('sends the post id when editing', () => {
    const model = editPostModel({ post: makePost('5'), editor_type: 'rich', markdown: null });
    expect(toUpdateRequest(model, context).post_id).toBe('5');
  });
});

describe('editPostModel', () => {
  it('loads the slots, state, tags and editor of a post', () => {
    const post = makePost('5', { type: 'chat', title: 'Talk', chat: [{ label: 'A', phrase: 'hi' }, { label: '', phrase: 'bye' }] }, {
      state: 'scheduled',
      publish_on: '2030-01-02T03:04:00.000Z',
      tags: ['x'],
      slug: 's',
      source_url: 'https://src.com',
    });
    const model = editPostModel({ post, editor_type: 'html', markdown: null });
    expect(model).toMatchObject({ mode: 'edit', postId: '5', state: 'scheduled', tags: ['x'], customUrl: 's', sourceUrl: 'https://src.com', editorType: 'html' });
    expect(model.publishOn).toBe(toLocalInput('2030-01-02T03:04:00.000Z'));
    expect(model.slots).toEqual({ type: 'chat', title: 'Talk', chat: 'A: hi\nbye' });
  });

  it('prefers the Markdown source for editing', () => {
    const post = makePost('5', { type: 'text', title: 'T', body: '<p><b>b</b></p>' });
    expect(editPostModel({ post, editor_type: 'markdown', markdown: { two: '**b**' } }).slots).toEqual({ type: 'text', title: 'T', body: '**b**' });
  });

  it("loads a reblog with its own trail item as the addition", () => {
    const trail = [
      { blog: { name: 'carol', uuid: 'c', avatar_url: '' }, post_id: '3', content_html: '<p>first</p>' },
      { blog: { name: 'alice', uuid: 'a', avatar_url: '' }, post_id: '5', content_html: '<p>mine</p>' },
    ];
    const post = makePost('5', { type: 'text', title: 'Root', body: '' }, { root_id: '1', trail, reblog_source: { name: 'carol', following: true } });
    const model = editPostModel({ post, editor_type: 'rich', markdown: null });
    expect(model.addition).toBe('<p>mine</p>');
    expect(model.reblog).toMatchObject({ fromBlog: 'carol', id: null, tree: [trail[0]] });
  });

  it('loads the carousel choice of a photoset, and a single photo as a carousel to be', () => {
    const photo = (id: string) => ({ id, url: `/media/${id}.png`, width: 1, height: 1, caption: '' });
    const photoset = makePost('5', { type: 'photo', caption: '', linkthrough: '', photos: [photo('o1'), photo('o2')], layout: [2] }, { is_carousel: false });
    expect(editPostModel({ post: photoset, editor_type: 'rich', markdown: null }).slots).toMatchObject({ carouselDisplay: false, layout: [2] });
    expect(editPostModel({ post: { ...photoset, is_carousel: true }, editor_type: 'rich', markdown: null }).slots).toMatchObject({ carouselDisplay: true });
    const single = makePost('6', { type: 'photo', caption: '', linkthrough: '', photos: [photo('o1')], layout: [1] }, { is_carousel: false });
    expect(editPostModel({ post: single, editor_type: 'rich', markdown: null }).slots).toMatchObject({ carouselDisplay: true });
  });

  it('loads the call-to-action button of a post, or none', () => {
    const post = { ...makePost('5'), cta: { text_code: 1, link_url: 'https://shop.example.com/' } };
    expect(editPostModel({ post, editor_type: 'rich', markdown: null })).toMatchObject({ enableCTA: true, ctaTextCode: 1, ctaLinkUrl: 'https://shop.example.com/' });
    expect(editPostModel({ post: { ...post, cta: null }, editor_type: 'rich', markdown: null })).toMatchObject({ enableCTA: false, ctaTextCode: 0, ctaLinkUrl: '' });
  });

  it('recognises an uploaded audio file and a video embed', () => {
    const audio = makePost('5', { type: 'audio', caption: '', url: '/media/x.mp3', trackTitle: 't', trackArtist: '', trackAlbum: '', albumArt: '' });
    expect(editPostModel({ post: audio, editor_type: 'rich', markdown: null }).slots).toMatchObject({ service: 'upload', preuploadUrl: '/media/x.mp3', confirmTos: true });
    const video = makePost('6', { type: 'video', caption: '', url: 'https://vimeo.com/1', hdUrl: '', embedCode: '<iframe></iframe>', poster: 'p.jpg', duration: 0, width: 0, height: 0 });
    expect(editPostModel({ post: video, editor_type: 'rich', markdown: null }).slots).toMatchObject({ source: 'embed', embedCode: '<iframe></iframe>', video: { thumbnail: 'p.jpg' } });
  });
});

it('lays photos out in pairs with a single first when odd', () => {
  expect(defaultLayout(0)).toEqual([]);
  expect(defaultLayout(1)).toEqual([1]);
  expect(defaultLayout(2)).toEqual([2]);
  expect(defaultLayout(5)).toEqual([1, 2, 2]);
});

it('gives photos ids of the form o1, o2', () => {
  expect(nextPhotoId([])).toBe('o1');
  expect(nextPhotoId([{ id: 'o3', url: '', width: 0, height: 0, caption: '', external: false }])).toBe('o4');
});

it('cuts captions to 200 characters', () => {
  expect(cutCaption('a'.repeat(201))).toHaveLength(200);
  expect(cutCaption('short')).toBe('short');
});

it('converts between chat lines and text, and local dates', () => {
  expect(chatToText([{ label: 'Me', phrase: 'yo' }])).toBe('Me: yo');
  expect(fromLocalInput('nonsense')).toBeNull();
  expect(toLocalInput(fromLocalInput('2030-01-02T03:04')?.toISOString() ?? null)).toBe('2030-01-02T03:04');
});

it('maps the rich slots when the editor type changes', () => {
  const model: PostModel = { ...newPostModel('quote', 'a'), slots: { type: 'quote', quote: 'q', source: 's' } };
  expect(mapRichValues(model, (value) => value.toUpperCase()).slots).toEqual({ type: 'quote', quote: 'Q', source: 'S' });
});

it('tells a changed model from an unchanged one', () => {
  const model = newPostModel('text', 'a');
  expect(sameContent(model, newPostModel('text', 'a'))).toBe(true);
  expect(sameContent(model, { ...model, tags: ['x'] })).toBe(false);
});
