import { newPostModel, toUpdateRequest, type FormSlots, type PostModel } from './post-model';
import { toSubmitRequest } from './submission';

/** A post form filled in with everything it offers, what a submission cannot carry too. */
function filledIn(slots: FormSlots, editorType: PostModel['editorType'] = 'rich'): PostModel {
  return {
    ...newPostModel(slots.type, 'alice'),
    slots,
    editorType,
    state: 'scheduled',
    publishOn: '2030-05-06T07:08',
    tags: ['geese'],
    customUrl: 'my-goose',
    sourceUrl: 'example.com/src',
    enableCTA: true,
    ctaTextCode: 1,
    ctaLinkUrl: 'shop.example.com',
  };
}

const submitted = (model: PostModel) => toSubmitRequest(toUpdateRequest(model, { contextPage: 'blog', contextId: 'tumbledemo' }), 'tumbledemo');

const COMMON_POST = { tags: 'geese', source_url: 'https://example.com/src' };

test.each<[string, PostModel, object]>([
  [
    'a text post written in Markdown, as the HTML it renders to',
    filledIn({ type: 'text', title: 'Goose', body: '**honk**' }, 'markdown'),
    { post: { type: 'text', one: 'Goose', two: '<p><b>honk</b></p>', three: '', ...COMMON_POST } },
  ],
  [
    'a photo post shown in rows rather than as a carousel',
    filledIn({
      type: 'photo',
      caption: '<p>Two geese</p>',
      linkthrough: 'example.com/geese',
      photos: [
        { id: 'o1', url: '/media/a.png', width: 96, height: 64, caption: 'left', external: false },
        { id: 'o2', url: 'https://img.example.com/b.png', width: 96, height: 64, caption: 'right', external: true },
      ],
      layout: [],
      carouselDisplay: false,
    }),
    {
      post: {
        type: 'photo',
        one: '',
        two: '<p>Two geese</p>',
        three: 'https://example.com/geese',
        ...COMMON_POST,
        photoset_layout: '2',
        photoset_order: 'o1,o2',
        carousel_display: false,
      },
      images: { o1: '/media/a.png', o2: 'https://img.example.com/b.png' },
      caption: { o1: 'left', o2: 'right' },
    },
  ],
  [
    'a link post',
    filledIn({ type: 'link', title: 'Geese', url: ' https://example.com/geese ', caption: '<p>See</p>', excerpt: 'Honk', author: 'Goose', thumbnail: '/media/t.png' }),
    {
      post: { type: 'link', one: 'Geese', two: 'https://example.com/geese', three: '<p>See</p>', ...COMMON_POST },
      thumbnail: '/media/t.png',
      excerpt: 'Honk',
      author: 'Goose',
    },
  ],
  [
    'a quote post',
    filledIn({ type: 'quote', quote: '<p>Honk.</p>', source: '<p>A goose</p>' }),
    { post: { type: 'quote', one: '<p>Honk.</p>', two: '<p>A goose</p>', three: '', ...COMMON_POST } },
  ],
  [
    'a chat post',
    filledIn({ type: 'chat', title: 'At the pond', chat: 'goose: honk\nme: hello' }),
    { post: { type: 'chat', one: 'At the pond', two: 'goose: honk\nme: hello', three: '', ...COMMON_POST } },
  ],
  [
    'an uploaded audio post',
    filledIn({
      type: 'audio',
      caption: '<p>Listen</p>',
      service: 'upload',
      url: '',
      preuploadUrl: '/media/honk.mp3',
      preuploadKey: 'k1',
      trackTitle: 'Honk',
      trackArtist: 'Goose',
      trackAlbum: 'Pond',
      albumArt: '/media/art.png',
      confirmTos: true,
    }),
    {
      post: { type: 'audio', one: '', two: '<p>Listen</p>', three: '', ...COMMON_POST },
      id3_tags: { title: 'Honk', artist: 'Goose', album: 'Pond' },
      album_art: '/media/art.png',
      preuploaded_url: '/media/honk.mp3',
      preuploaded_key: 'k1',
      confirm_tos: true,
    },
  ],
  [
    'an embedded video post',
    filledIn({
      type: 'video',
      source: 'embed',
      embedCode: 'https://www.youtube.com/watch?v=goose',
      caption: '<p>Watch</p>',
      preuploadUrl: '',
      preuploadKey: '',
      preuploadPoster: '',
      confirmTos: false,
      video: {
        thumbnail: 'https://img.youtube.com/goose.jpg',
        url: 'https://www.youtube.com/watch?v=goose',
        embed_render_context: '',
        preview_iframe: '',
        embed_code: '<iframe src="https://www.youtube.com/embed/goose"></iframe>',
        unsupported: false,
      },
    }),
    {
      post: { type: 'video', one: 'https://www.youtube.com/watch?v=goose', two: '<p>Watch</p>', three: '', ...COMMON_POST },
      embed_code: '<iframe src="https://www.youtube.com/embed/goose"></iframe>',
      thumbnail: 'https://img.youtube.com/goose.jpg',
    },
  ],
])('%s goes to the recipient with only the fields a submission takes: no blog, state, custom URL, call-to-action or editor', (_name, model, expected) => {
  expect(submitted(model)).toStrictEqual({ recipient: 'tumbledemo', ...expected });
});
