import type { PhotoItem, PostContent } from '../contracts.js';

/** The media the seed made, by key, as posts reference them. */
export interface SeedMedia {
  image(key: string): { url: string; width: number; height: number };
  gif: { url: string; width: number; height: number };
  /** The animated GIFs of GIF_POSTS, by key (seed/media.ts ANIMATIONS). */
  animation(key: string): { url: string; width: number; height: number };
  audio: { url: string; seconds: number };
  video: { url: string; width: number; height: number; seconds: number };
  /** The same clip at 1280x720 (seed-media/clip-hd.webm): the HD source of one video post (A§4.13). */
  videoHd: { url: string; width: number; height: number };
}

export interface OriginalPost {
  blog: string;
  tags: string[];
  content: (media: SeedMedia) => PostContent;
  sourceUrl?: string;
  slug?: string;
  /** Blogs the post mentions; each gets a user_mention notification. */
  mentions?: string[];
  /** Photosets: false draws the photos in their layout rows instead of a carousel (A§3.3 carouselDisplay). */
  carouselDisplay?: boolean;
  /** A call-to-action button under the post (A§3.3 ctaTextCode, ctaLinkUrl). */
  cta?: { textCode: number; linkUrl: string };
}

const text = (title: string, body: string): (() => PostContent) => () => ({ type: 'text', title, body });
const quote = (words: string, source: string): (() => PostContent) => () => ({ type: 'quote', quote: words, source });

function photos(keys: string[], caption: string, layout?: number[]): (media: SeedMedia) => PostContent {
  return (media) => ({
    type: 'photo',
    caption,
    linkthrough: '',
    photos: keys.map((key, index): PhotoItem => ({
      id: `o${index + 1}`,
      ...(key === 'gif' ? media.gif : media.image(key)),
      caption: '',
    })),
    layout: layout ?? keys.map(() => 1),
  });
}

export const ORIGINAL_POSTS: OriginalPost[] = [
  // tumbledemo: the demo user's own voice.
  { blog: 'tumbledemo', tags: ['hello', 'first post'], slug: 'hello-world', content: text('Hello, world', '<p>This is the demo blog. Everything here was made by the seed script — the pictures too.</p><p>Try liking, reblogging and switching to <b>demo-sketches</b> from the account menu.</p>') },
  { blog: 'tumbledemo', tags: ['photography', 'sunset'], content: photos(['sunset'], '<p>Last light over the hills.</p>') },
  { blog: 'tumbledemo', tags: ['lists'], content: text('Things that made today better', '<ul><li>Warm bread</li><li>A letter in the mail</li><li>Finding the good pen again</li></ul>') },
  { blog: 'tumbledemo', tags: ['quotes', 'thoreau'], content: quote('I went to the woods because I wished to live deliberately.', 'Henry David Thoreau, <i>Walden</i>') },
  { blog: 'tumbledemo', tags: ['photoset', 'colour'], carouselDisplay: false, content: photos(['set-1', 'set-2', 'set-3'], '<p>Three small studies in colour.</p>', [1, 2]) },
  { blog: 'tumbledemo', tags: ['links', 'reading'], sourceUrl: 'https://en.wikipedia.org/wiki/Tumblelog', content: (m) => ({ type: 'link', title: 'Tumblelog — Wikipedia', url: 'https://en.wikipedia.org/wiki/Tumblelog', caption: '<p>Where the word comes from.</p>', excerpt: 'A tumblelog is a variation of a blog that favors short-form, mixed-media posts over the longer editorial posts frequently associated with blogging.', author: 'Wikipedia', thumbnail: m.image('link-thumb').url }) },
  { blog: 'tumbledemo', tags: ['chat'], content: () => ({ type: 'chat', title: 'Overheard at the bakery', chat: [{ label: 'Customer:', phrase: 'Is the sourdough fresh?' }, { label: 'Baker:', phrase: 'It was born this morning.' }, { label: 'Customer:', phrase: 'I’ll take two.' }] }) },
  { blog: 'tumbledemo', tags: ['music', 'original'], content: (m) => ({ type: 'audio', caption: '<p>A little tune the seed script plays on a sine wave.</p>', url: m.audio.url, trackTitle: 'Arpeggio in C', trackArtist: 'Tumbledemo', trackAlbum: 'Seed Sessions', albumArt: m.image('album-art').url }) },
  { blog: 'tumbledemo', tags: ['video', 'test pattern'], content: (m) => ({ type: 'video', caption: '<p>Four seconds of test pattern. Riveting.</p>', url: m.video.url, hdUrl: '', embedCode: '', poster: m.image('video-poster').url, duration: m.video.seconds, width: m.video.width, height: m.video.height }) },
  { blog: 'tumbledemo', tags: ['gif'], content: photos(['gif'], '<p>Round and round.</p>') },
  { blog: 'tumbledemo', tags: ['notes to self'], content: text('', '<p>Reminder: water the plants, answer the asks, post more pictures.</p>') },

  // demo-sketches
  { blog: 'demo-sketches', tags: ['sketch', 'rings'], content: photos(['rings'], '<p>Concentric study, no compass used (that is a lie).</p>') },
  { blog: 'demo-sketches', tags: ['sketch', 'mosaic'], content: photos(['mosaic'], '<p>Tile pattern for a bathroom I will never renovate.</p>') },
  { blog: 'demo-sketches', tags: ['wip'], content: text('Work in progress', '<p>Trying to draw hands every day this month. Day 4: they still look like gloves.</p>') },

  // friendly
  { blog: 'friendly', tags: ['walks'], content: text('Sunday walk', '<p>Took the long way around the reservoir. Counted eleven dogs and one very confident goose.</p>') },
  { blog: 'friendly', tags: ['cats'], content: text('Cat report', '<p>The cat has discovered the radiator. We will not be seeing her until April.</p>') },
  { blog: 'friendly', tags: ['mountains', 'photography'], content: photos(['mountains'], '<p>Layers on layers. The far ones always look blue.</p>') },
  { blog: 'friendly', tags: ['hello'], mentions: ['tumbledemo'], content: text('Say hi to @tumbledemo', '<p>Go follow <a href="/blog/tumbledemo">@tumbledemo</a>, they post good stuff.</p>') },
  { blog: 'friendly', tags: ['quotes'], content: quote('Nothing is so strong as gentleness, nothing so gentle as real strength.', 'Francis de Sales') },
  { blog: 'friendly', tags: ['chat', 'family'], content: () => ({ type: 'chat', title: 'Phone call with my mum', chat: [{ label: 'Mum:', phrase: 'Are you eating vegetables?' }, { label: 'Me:', phrase: 'Does ketchup count?' }, { label: 'Mum:', phrase: 'I am hanging up.' }] }) },

  // pixel-garden
  { blog: 'pixel-garden', tags: ['generative', 'aurora'], content: photos(['aurora'], '<p>Curtains of light, one sine wave at a time.</p>') },
  { blog: 'pixel-garden', tags: ['generative', 'photoset'], content: photos(['sunset', 'mountains', 'waves', 'dunes'], '<p>Four landscapes from the same hundred lines of code.</p>', [2, 2]) },
  { blog: 'pixel-garden', tags: ['generative', 'bokeh'], content: photos(['bokeh'], '<p>Out-of-focus city lights, minus the city.</p>') },
  { blog: 'pixel-garden', tags: ['process'], content: text('How I make these', '<p>Every picture is a function from (x, y) to a colour. That’s it. That’s the whole trick.</p><p>Start with a gradient, add a sine, then keep adding sines until it looks like something.</p>') },
  { blog: 'pixel-garden', tags: ['generative', 'waves'], content: photos(['waves'], '<p>Interference.</p>') },
  { blog: 'pixel-garden', tags: ['gif', 'generative'], content: photos(['gif'], '<p>A colour wheel that will not stop spinning.</p>') },

  // night-owl-notes
  { blog: 'night-owl-notes', tags: ['late night'], content: text('3 a.m. thoughts', '<p>The fridge hums in B flat. I checked.</p>') },
  { blog: 'night-owl-notes', tags: ['writing'], content: text('On finishing things', '<p>Nobody tells you that the last ten percent of a project is another ninety percent.</p><p>Finish it anyway. Unfinished things are heavier than finished ones.</p>') },
  { blog: 'night-owl-notes', tags: ['quotes', 'night'], content: quote('I have loved the stars too fondly to be fearful of the night.', 'Sarah Williams, <i>The Old Astronomer</i>') },
  { blog: 'night-owl-notes', tags: ['insomnia'], content: text('Counting', '<p>Counted sheep. Lost count. Started an argument with one of them about it.</p>') },
  { blog: 'night-owl-notes', tags: ['chat'], content: () => ({ type: 'chat', title: 'Me and my brain at 2 a.m.', chat: [{ label: 'Brain:', phrase: 'Remember that thing you said in 2009?' }, { label: 'Me:', phrase: 'Please, no.' }, { label: 'Brain:', phrase: 'Let’s review it in detail.' }] }) },
  { blog: 'night-owl-notes', tags: ['links', 'astronomy'], sourceUrl: 'https://en.wikipedia.org/wiki/Night_sky', content: (m) => ({ type: 'link', title: 'Night sky', url: 'https://en.wikipedia.org/wiki/Night_sky', caption: '<p>Reading material for the sleepless.</p>', excerpt: 'The night sky is the nighttime appearance of celestial objects like stars, planets, and the Moon, which are visible in a clear sky between sunset and sunrise.', author: 'Wikipedia', thumbnail: m.image('aurora').url }) },

  // quote-keeper
  { blog: 'quote-keeper', tags: ['quotes', 'austen'], content: quote('There is no charm equal to tenderness of heart.', 'Jane Austen, <i>Emma</i>') },
  { blog: 'quote-keeper', tags: ['quotes', 'twain'], content: quote('The secret of getting ahead is getting started.', 'attributed to Mark Twain') },
  { blog: 'quote-keeper', tags: ['quotes', 'emerson'], content: quote('Adopt the pace of nature: her secret is patience.', 'Ralph Waldo Emerson') },
  { blog: 'quote-keeper', tags: ['quotes', 'dickinson'], content: quote('“Hope” is the thing with feathers — That perches in the soul —', 'Emily Dickinson') },
  { blog: 'quote-keeper', tags: ['quotes', 'whitman'], content: quote('Keep your face always toward the sunshine — and shadows will fall behind you.', 'Walt Whitman') },
  { blog: 'quote-keeper', tags: ['quotes', 'wilde'], content: quote('To live is the rarest thing in the world. Most people exist, that is all.', 'Oscar Wilde, <i>The Soul of Man under Socialism</i>') },
  { blog: 'quote-keeper', tags: ['quotes', 'shelley'], content: quote('Nothing contributes so much to tranquillize the mind as a steady purpose.', 'Mary Shelley, <i>Frankenstein</i>') },
  { blog: 'quote-keeper', tags: ['books'], content: text('Currently reading', '<p>Re-reading <i>Walden</i> for the third time. Still haven’t moved to a cabin.</p>') },

  // synthwave-radio
  { blog: 'synthwave-radio', tags: ['music', 'synth'], content: (m) => ({ type: 'audio', caption: '<p>Tonight’s opener. Headphones recommended.</p>', url: m.audio.url, trackTitle: 'Neon Arpeggio', trackArtist: 'Synthwave Radio', trackAlbum: 'Night Drive', albumArt: m.image('album-art').url }) },
  { blog: 'synthwave-radio', tags: ['video', 'broadcast'], content: (m) => ({ type: 'video', caption: '<p>We interrupt this broadcast for a test pattern.</p>', url: m.video.url, hdUrl: '', embedCode: '', poster: m.image('video-poster').url, duration: m.video.seconds, width: m.video.width, height: m.video.height }) },
  { blog: 'synthwave-radio', tags: ['music'], content: (m) => ({ type: 'audio', caption: '<p>Slowed down and looped for late-night coding.</p>', url: m.audio.url, trackTitle: 'C Major Forever', trackArtist: 'Synthwave Radio', trackAlbum: 'Night Drive', albumArt: m.image('sunset-violet').url }) },
  { blog: 'synthwave-radio', tags: ['aesthetic'], content: photos(['sunset-violet'], '<p>The sun never sets on synthwave. It just turns purple.</p>') },
  { blog: 'synthwave-radio', tags: ['playlist'], content: text('Playlist for tonight', '<ol><li>Neon Arpeggio</li><li>Grid Runner</li><li>Palm Tree Silhouette</li><li>Outrun the Morning</li></ol>') },

  // film-grain
  { blog: 'film-grain', tags: ['landscape', 'desert'], content: photos(['dunes'], '<p>Sand, sky, nothing else. Perfect.</p>') },
  { blog: 'film-grain', tags: ['photoset', 'travel'], content: photos(['set-4', 'set-5'], '<p>Two frames from the end of the roll.</p>', [2]) },
  { blog: 'film-grain', tags: ['video', 'short'], content: (m) => ({ type: 'video', caption: '<p>A very short film about colour bars.</p>', url: m.video.url, hdUrl: m.videoHd.url, embedCode: '', poster: m.image('video-poster').url, duration: m.video.seconds, width: m.video.width, height: m.video.height }) },
  { blog: 'film-grain', tags: ['landscape'], content: photos(['mountains'], '<p>Morning haze in the valley.</p>') },
  { blog: 'film-grain', tags: ['film', 'thoughts'], content: text('Why film?', '<p>Because every frame costs something, so you look twice before you press the shutter.</p>') },
  { blog: 'film-grain', tags: ['ocean'], content: photos(['waves'], '<p>Low tide patterns.</p>') },

  // recipe-box
  { blog: 'recipe-box', tags: ['recipes', 'soup'], content: text('Fifteen-minute tomato soup', '<ol><li>Soften an onion in butter.</li><li>Add a tin of tomatoes and a cup of stock.</li><li>Simmer ten minutes, blend, season.</li></ol><p>Grilled cheese optional but strongly recommended.</p>') },
  { blog: 'recipe-box', tags: ['recipes', 'bread'], content: text('No-knead bread', '<p>Flour, water, salt, a pinch of yeast. Mix, wait overnight, bake hot in a covered pot. That’s the recipe.</p>') },
  { blog: 'recipe-box', tags: ['links', 'cooking'], sourceUrl: 'https://en.wikipedia.org/wiki/Mise_en_place', content: (m) => ({ type: 'link', title: 'Mise en place', url: 'https://en.wikipedia.org/wiki/Mise_en_place', caption: '<p>The single habit that made my cooking less chaotic.</p>', excerpt: 'Mise en place is a French culinary phrase which means "putting in place" or "gather". It refers to the setup required before cooking.', author: 'Wikipedia', thumbnail: m.image('link-thumb').url }) },
  { blog: 'recipe-box', tags: ['chat', 'kitchen'], content: () => ({ type: 'chat', title: 'Kitchen negotiations', chat: [{ label: 'Roommate:', phrase: 'Who used all the garlic?' }, { label: 'Me:', phrase: 'Define “all”.' }, { label: 'Roommate:', phrase: 'There were two bulbs.' }, { label: 'Me:', phrase: 'It was a very good pasta.' }] }) },
  { blog: 'recipe-box', tags: ['quotes', 'food'], content: quote('One cannot think well, love well, sleep well, if one has not dined well.', 'Virginia Woolf, <i>A Room of One’s Own</i>') },
  { blog: 'recipe-box', tags: ['recipes', 'breakfast'], cta: { textCode: 0, linkUrl: 'https://en.wikipedia.org/wiki/Pancake' }, content: text('Weekend pancakes', '<p>One cup flour, one cup milk, one egg, a spoon of sugar, a spoon of baking powder. Rest the batter five minutes. Flip when bubbles pop.</p>') },
];

/** A GIF photo post with its own animation, for the GIF search (POST /svc/search/inline_gif). */
export interface GifPost {
  blog: string;
  tags: string[];
  /** The animation's key in seed/media.ts ANIMATIONS. */
  animation: string;
  caption: string;
  daysAgo: number;
}

/**
 * Animated GIF posts, tagged the way people tag GIFs, so searching "cat", "dance", "happy" or "loop" finds
 * something. Kept apart from ORIGINAL_POSTS (and given their own random numbers) so the rest of the demo
 * world is the same as before they were added.
 */
export const GIF_POSTS: GifPost[] = [
  { blog: 'friendly', tags: ['cat', 'cats', 'gif'], animation: 'cat-ginger', caption: '<p>The cat, on learning the radiator is back on.</p>', daysAgo: 3.2 },
  { blog: 'pixel-garden', tags: ['dance', 'loop', 'gif'], animation: 'dance-magenta', caption: '<p>Tiny dancer, forever.</p>', daysAgo: 5.6 },
  { blog: 'night-owl-notes', tags: ['reaction', 'happy', 'gifs'], animation: 'happy-sun', caption: '<p>Me when the kettle clicks at 3 a.m.</p>', daysAgo: 8.1 },
  { blog: 'synthwave-radio', tags: ['dance', 'music', 'gifs'], animation: 'equalizer', caption: '<p>The equalizer is doing its little dance again.</p>', daysAgo: 11.4 },
  { blog: 'film-grain', tags: ['loop', 'gif'], animation: 'loop-teal', caption: '<p>A loop for the end of the roll.</p>', daysAgo: 14.9 },
  { blog: 'recipe-box', tags: ['cats', 'reaction'], animation: 'cat-blue', caption: '<p>Our cat when she hears the fridge open.</p>', daysAgo: 18.3 },
  { blog: 'quote-keeper', tags: ['happy', 'reaction', 'gif'], animation: 'happy-rose', caption: '<p>Finishing a good book.</p>', daysAgo: 22.7 },
  { blog: 'tumbledemo', tags: ['Cat', 'happy', 'gif'], animation: 'cat-violet', caption: '<p>Happy cat is happy.</p>', daysAgo: 26.2 },
  { blog: 'demo-sketches', tags: ['loop', 'sketch', 'gifs'], animation: 'loop-amber', caption: '<p>Animation test: does it loop? It loops.</p>', daysAgo: 30.5 },
  { blog: 'friendly', tags: ['dance', 'happy', 'friday'], animation: 'dance-lime', caption: '<p>Friday feeling. Cat not pictured.</p>', daysAgo: 34.8 },
];

/** Comments rebloggers add; some reblogs add none. */
export const REBLOG_COMMENTS = [
  '<p>This is gorgeous.</p>',
  '<p>Saving this for later.</p>',
  '<p>Okay but this is exactly how I feel.</p>',
  '<p>Adding this to my list.</p>',
  '<p>the colours!!</p>',
  '<p>Reblogging so I see it again tomorrow.</p>',
  '<p>Same, honestly.</p>',
  '<p>Can confirm, tried it, it works.</p>',
];

export const REPLY_TEXTS = [
  'Love this!',
  'How did you make this?',
  'This made my morning.',
  'Following for more like this.',
  'Ha! Relatable.',
  'Beautiful colours.',
];
