import { sql, type Insertable } from 'kysely';
import type { PostContent, TrailItem } from '../contracts.js';
import { createAccount, createBlog, recordAvatar, writeAvatar } from '../accounts/create.js';
import { hashPassword } from '../accounts/password.js';
import { notify, type Notification } from '../activity/notify.js';
import type { Db } from '../db/connect.js';
import type { ActivityNotificationsTable, StoredPostState } from '../db/schema.js';
import { randomToken } from '../http/tokens.js';
import { recordUpload } from '../media/store.js';
import { GIF_POSTS, ORIGINAL_POSTS, REBLOG_COMMENTS, REPLY_TEXTS, type OriginalPost, type SeedMedia } from './content.js';
import { writeSeedMedia } from './media.js';
import { SEED_FOLLOWS, SEED_USERS, type SeedUser } from './people.js';
import { createRandom, type Random } from './random.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Published posts spread over this many days before now. */
const SPAN_DAYS = 42;
const REBLOG_COUNT = 16;

interface BlogInfo {
  id: string;
  name: string;
  uuid: string;
  avatarUrl: string;
  userId: string;
}

interface SeededPost {
  id: string;
  blog: BlogInfo;
  content: PostContent;
  trail: TrailItem[];
  rootId: string | null;
  rootBlogId: string | null;
  at: Date;
  carouselDisplay?: boolean;
}

interface NewPostInput {
  blog: BlogInfo;
  at: Date;
  content: PostContent;
  tags: string[];
  state?: StoredPostState;
  publishOn?: Date;
  isPrivate?: boolean;
  slug?: string;
  sourceUrl?: string;
  /** Reblogs: the post reblogged and the reblogger's comment, if any. */
  parent?: SeededPost;
  comment?: string | null;
  /** Photosets of an original post: false for layout rows; reblogs show as their source does. */
  carouselDisplay?: boolean;
  cta?: OriginalPost['cta'];
}

type Entry =
  | { kind: 'original'; post: OriginalPost }
  | { kind: 'reblog'; blog: string; source: Entry; comment: string | null; tags: string[] }
  | { kind: 'answer' };

const ANSWERED_ASK = {
  from: 'friendly',
  question: 'What’s your favourite thing the seed script makes?',
  answer: '<p>The sunset, obviously. Although the spinning GIF is a close second.</p>',
};
const PENDING_ASKS = [
  { from: null, question: 'Any tips for starting a blog?' },
  { from: 'night-owl-notes', question: 'Do you ever sleep?' },
];

/**
 * Fills an empty database with the demo world of api/README.md: accounts, blogs, follows, several weeks
 * of posts of every type, reblog chains, likes, replies, asks, a submission, drafts, a queue,
 * notifications and two conversations. Media are generated into ${DATA_DIR}/media first; the rows go
 * in one transaction, so a failed seed leaves the database empty and the next start tries again.
 */
export async function seedDatabase(db: Db, { dataDir, now = new Date() }: { dataDir: string; now?: Date }): Promise<void> {
  const { media, uploads } = await writeSeedMedia(dataDir);
  const accounts = await Promise.all(
    SEED_USERS.map(async (user) => ({
      user,
      passwordHash: await hashPassword(user.password),
      avatars: await Promise.all(user.blogs.map((blog) => writeAvatar(dataDir, blog.name))),
    })),
  );
  await db.transaction().execute(async (trx) => {
    for (const upload of uploads) await recordUpload(trx, { ...upload, ownerUserId: null });
    const seeder = new Seeder(trx, createRandom(20_240_601), now, media);
    await seeder.createAccounts(accounts);
    await seeder.createFollows();
    await seeder.createTimeline();
    await seeder.createLikesAndReplies();
    await seeder.createGifPosts();
    await seeder.createInboxItems();
    await seeder.createFlaggedPost();
    await seeder.createConversations();
    await seeder.finish();
  });
}

class Seeder {
  private readonly blogs = new Map<string, BlogInfo>();
  private readonly published: SeededPost[] = [];
  private readonly notifications: Insertable<ActivityNotificationsTable>[] = [];
  /** Notifications the api's routes write with notify() itself, each written the same way, at its time. */
  private readonly routeNotifications: { at: Date; notification: Notification }[] = [];

  constructor(
    private readonly db: Db,
    private readonly random: Random,
    private readonly now: Date,
    private readonly media: SeedMedia,
  ) {}

  private blog(name: string): BlogInfo {
    const blog = this.blogs.get(name);
    if (!blog) throw new Error(`seed blog "${name}" is missing`);
    return blog;
  }

  private ago(ms: number): Date {
    return new Date(this.now.getTime() - ms);
  }

  private notify(to: BlogInfo, type: string, from: BlogInfo | null, postId: string | null, at: Date, data = {}): void {
    if (from?.id === to.id) return;
    this.notifications.push({
      blog_id: to.id,
      type,
      from_blog_id: from?.id ?? null,
      post_id: postId,
      data: JSON.stringify(data),
      created_at: at,
    });
  }

  async createAccounts(accounts: { user: SeedUser; passwordHash: string; avatars: Awaited<ReturnType<typeof writeAvatar>>[] }[]) {
    for (const { user, passwordHash, avatars } of accounts) {
      let userId: string | undefined;
      for (const [index, seedBlog] of user.blogs.entries()) {
        const avatar = avatars[index]!;
        const blog = {
          name: seedBlog.name,
          title: seedBlog.title,
          description: seedBlog.description,
          avatarUrl: avatar.url,
          theme: { ...seedBlog.theme, header_image_focused: seedBlog.header ? this.media.image(seedBlog.header).url : null },
          submissions: seedBlog.submissions ?? false,
        };
        let blogId: string;
        if (userId === undefined) {
          ({ userId, blogId } = await createAccount(this.db, { email: user.email, passwordHash, blog, emailVerified: true }));
          if (user.admin) await this.db.updateTable('users').set({ is_admin: true }).where('id', '=', userId).execute();
          if (user.platformAdmin) await this.db.updateTable('users').set({ is_platform_admin: true }).where('id', '=', userId).execute();
        } else {
          blogId = await createBlog(this.db, userId, blog);
        }
        await recordAvatar(this.db, avatar, userId);
        const { uuid } = await this.db.selectFrom('blogs').select('uuid').where('id', '=', blogId).executeTakeFirstOrThrow();
        this.blogs.set(seedBlog.name, { id: blogId, name: seedBlog.name, uuid, avatarUrl: avatar.url, userId });
      }
    }
  }

  async createFollows() {
    const rows = Object.entries(SEED_FOLLOWS).flatMap(([follower, followed]) =>
      followed.map((name) => {
        const at = this.ago(SPAN_DAYS * DAY + this.random.int(1, 6 * 24) * HOUR);
        this.notify(this.blog(name), 'follower', this.blog(follower), null, at);
        return { follower_blog_id: this.blog(follower).id, followed_blog_id: this.blog(name).id, created_at: at };
      }),
    );
    await this.db.insertInto('follows').values(rows).execute();
    // Demo subscribes to the blog it reads most.
    await this.db
      .insertInto('subscriptions')
      .values({ subscriber_blog_id: this.blog('tumbledemo').id, blog_id: this.blog('friendly').id })
      .execute();
  }

  private async insertPost(input: NewPostInput): Promise<SeededPost> {
    const { rows } = await sql<{ id: string }>`SELECT td_post_id(${input.at}) AS id`.execute(this.db);
    const id = rows[0]!.id;
    const parent = input.parent;
    const trail: TrailItem[] = parent
      ? [
          ...parent.trail,
          ...(input.comment
            ? [{ blog: { name: input.blog.name, uuid: input.blog.uuid, avatar_url: input.blog.avatarUrl }, post_id: id, content_html: input.comment }]
            : []),
        ]
      : [];
    const state = input.state ?? 'published';
    const rootId = parent ? (parent.rootId ?? parent.id) : null;
    const rootBlogId = parent ? (parent.rootBlogId ?? parent.blog.id) : null;
    await this.db
      .insertInto('posts')
      .values({
        id,
        blog_id: input.blog.id,
        author_user_id: input.blog.userId,
        type: input.content.type,
        state,
        is_private: input.isPrivate ?? false,
        publish_on: input.publishOn ?? null,
        published_at: state === 'published' ? input.at : null,
        content: JSON.stringify(input.content),
        tags: input.tags,
        slug: input.slug ?? '',
        source_url: input.sourceUrl ?? '',
        reblog_key: randomToken(6),
        parent_post_id: parent?.id ?? null,
        parent_blog_id: parent?.blog.id ?? null,
        root_post_id: rootId,
        root_blog_id: rootBlogId,
        trail: JSON.stringify(trail),
        is_carousel: input.content.type === 'photo' && input.content.photos.length > 1 && (input.carouselDisplay ?? true),
        ...(input.cta ? { cta_enabled: true, cta_text_code: input.cta.textCode, cta_link_url: input.cta.linkUrl } : {}),
        allow_answers: input.content.type === 'note',
        created_at: input.at,
        updated_at: input.at,
      })
      .execute();
    return { id, blog: input.blog, content: input.content, trail, rootId, rootBlogId, at: input.at, carouselDisplay: input.carouselDisplay };
  }

  /** Originals in a shuffled order (the welcome post first), reblogs and one answered ask mixed in. */
  private plan(): Entry[] {
    const [welcome, ...rest] = ORIGINAL_POSTS;
    const entries: Entry[] = [welcome!, ...this.random.sample(rest, rest.length)].map((post) => ({ kind: 'original', post }));
    entries.splice(Math.floor(entries.length * 0.6), 0, { kind: 'answer' });
    const blogOf = (entry: Entry): string =>
      entry.kind === 'original' ? entry.post.blog : entry.kind === 'reblog' ? entry.blog : 'tumbledemo';
    // Demo reblogs a few, so some dashboard posts show as reblogged by the viewer.
    const rebloggers = ['tumbledemo', 'tumbledemo', 'tumbledemo', 'tumbledemo', ...this.random.sample([...this.blogs.keys()], 8), ...[...this.blogs.keys()]];
    for (let i = 0; i < REBLOG_COUNT; i += 1) {
      const blog = rebloggers[i % rebloggers.length]!;
      const at = this.random.int(8, entries.length);
      const sources = entries.slice(0, at).filter((entry) => blogOf(entry) !== blog && entry.kind !== 'answer');
      const source = this.random.pick(sources);
      const comment = this.random.chance(0.65) ? this.random.pick(REBLOG_COMMENTS) : null;
      entries.splice(at, 0, { kind: 'reblog', blog, source, comment, tags: this.random.chance(0.5) ? ['reblog'] : [] });
    }
    // One deliberate chain, so a trail with several comments always exists: friendly reblogs the
    // pixel-garden photoset, then the demo reblogs friendly's reblog near the top of the dashboard.
    const photoset = entries.find((entry) => entry.kind === 'original' && entry.post.blog === 'pixel-garden' && entry.post.tags.includes('photoset'))!;
    const first: Entry = { kind: 'reblog', blog: 'friendly', source: photoset, comment: REBLOG_COMMENTS[4]!, tags: ['art'] };
    entries.splice(entries.indexOf(photoset) + 1, 0, first);
    entries.splice(entries.length - 3, 0, { kind: 'reblog', blog: 'tumbledemo', source: first, comment: REBLOG_COMMENTS[0]!, tags: ['generative'] });
    return entries;
  }

  async createTimeline() {
    const entries = this.plan();
    const slot = (SPAN_DAYS * DAY) / entries.length;
    const start = this.ago(SPAN_DAYS * DAY).getTime();
    const made = new Map<Entry, SeededPost>();
    for (const [index, entry] of entries.entries()) {
      const at = new Date(start + (index + 0.5 + (this.random.next() - 0.5) * 0.7) * slot);
      let post: SeededPost;
      if (entry.kind === 'original') {
        const blog = this.blog(entry.post.blog);
        post = await this.insertPost({
          blog,
          at,
          content: entry.post.content(this.media),
          tags: entry.post.tags,
          slug: entry.post.slug,
          sourceUrl: entry.post.sourceUrl,
          carouselDisplay: entry.post.carouselDisplay,
          cta: entry.post.cta,
        });
        for (const name of entry.post.mentions ?? []) this.notify(this.blog(name), 'user_mention', blog, post.id, at);
      } else if (entry.kind === 'reblog') {
        const parent = made.get(entry.source)!;
        const blog = this.blog(entry.blog);
        post = await this.insertPost({ blog, at, content: parent.content, tags: entry.tags, parent, comment: entry.comment, carouselDisplay: parent.carouselDisplay });
        this.notify(parent.blog, 'reblog', blog, parent.id, at);
      } else {
        post = await this.answeredAsk(at);
      }
      made.set(entry, post);
      this.published.push(post);
    }
  }

  private async answeredAsk(at: Date): Promise<SeededPost> {
    const demo = this.blog('tumbledemo');
    const asker = this.blog(ANSWERED_ASK.from);
    const askedAt = new Date(at.getTime() - DAY);
    const post = await this.insertPost({
      blog: demo,
      at,
      content: { type: 'note', ask: ANSWERED_ASK.question, asker: asker.name, answer: ANSWERED_ASK.answer, caption: '' },
      tags: ['asks', 'answered'],
    });
    await this.db
      .insertInto('asks')
      .values({
        recipient_blog_id: demo.id,
        asker_blog_id: asker.id,
        asker_user_id: asker.userId,
        question: ANSWERED_ASK.question,
        state: 'answered',
        answer_post_id: post.id,
        created_at: askedAt,
      })
      .execute();
    this.notify(demo, 'ask', asker, null, askedAt);
    this.notify(asker, 'answer', demo, post.id, at, { answer_text: 'The sunset, obviously. Although the spinning GIF is a close second.' });
    return post;
  }

  async createLikesAndReplies() {
    const likes: { user_id: string; post_id: string; blog_id: string; source: string; created_at: Date }[] = [];
    const users = new Map<string, BlogInfo>();
    for (const blog of this.blogs.values()) if (!users.has(blog.userId)) users.set(blog.userId, blog);
    for (const [userId, primary] of users) {
      const candidates = this.published.filter((post) => post.blog.userId !== userId);
      const count = primary.name === 'tumbledemo' ? 14 : primary.name === 'friendly' ? 10 : 6;
      // friendly likes the demo's posts in particular, so its activity has something to show.
      const favourites = primary.name === 'friendly' ? candidates.filter((post) => post.blog.name === 'tumbledemo').slice(-4) : [];
      const chosen = new Set([...favourites, ...this.random.sample(candidates, count - favourites.length)]);
      for (const post of chosen) {
        const at = new Date(post.at.getTime() + this.random.next() * (this.now.getTime() - post.at.getTime()) * 0.5);
        likes.push({ user_id: userId, post_id: post.id, blog_id: primary.id, source: 'dashboard', created_at: at });
        this.notify(post.blog, 'like', primary, post.id, at);
      }
    }
    await this.db.insertInto('likes').values(likes).execute();

    const demoPosts = this.published.filter((post) => post.blog.name === 'tumbledemo');
    const targets = [...this.random.sample(demoPosts, 3), ...this.random.sample(this.published, 7)];
    for (const post of targets) {
      const from = this.random.pick([...this.blogs.values()].filter((blog) => blog.userId !== post.blog.userId));
      const body = this.random.pick(REPLY_TEXTS);
      const at = new Date(post.at.getTime() + this.random.next() * (this.now.getTime() - post.at.getTime()) * 0.3);
      await this.db.insertInto('replies').values({ post_id: post.id, blog_id: from.id, user_id: from.userId, body, created_at: at }).execute();
      this.notify(post.blog, 'reply', from, post.id, at, { reply_text: body });
    }
  }

  /**
   * The GIF posts, at their fixed ages, each liked by one to three other people. Their own random numbers,
   * so the rest of the demo world does not change with them.
   */
  async createGifPosts() {
    const random = createRandom(20_240_602);
    const people = new Map<string, BlogInfo>();
    for (const blog of this.blogs.values()) if (!people.has(blog.userId)) people.set(blog.userId, blog);
    const likes: { user_id: string; post_id: string; blog_id: string; source: string; created_at: Date }[] = [];
    for (const gif of GIF_POSTS) {
      const blog = this.blog(gif.blog);
      const at = this.ago(gif.daysAgo * DAY);
      const picture = this.media.animation(gif.animation);
      const post = await this.insertPost({
        blog,
        at,
        tags: gif.tags,
        content: { type: 'photo', caption: gif.caption, linkthrough: '', layout: [1], photos: [{ id: 'o1', ...picture, caption: '' }] },
      });
      const fans = random.sample([...people.values()].filter((fan) => fan.userId !== blog.userId), random.int(1, 3));
      for (const fan of fans) {
        const likedAt = new Date(at.getTime() + random.next() * Math.min(this.now.getTime() - at.getTime(), DAY));
        likes.push({ user_id: fan.userId, post_id: post.id, blog_id: fan.id, source: 'dashboard', created_at: likedAt });
        this.notify(blog, 'like', fan, post.id, likedAt);
      }
    }
    await this.db.insertInto('likes').values(likes).execute();
  }

  /** Pending asks, a submission, drafts, a queue (one scheduled) and a private post on the demo's blogs. */
  async createInboxItems() {
    const demo = this.blog('tumbledemo');
    for (const [index, ask] of PENDING_ASKS.entries()) {
      const asker = ask.from ? this.blog(ask.from) : null;
      const at = this.ago((index + 1) * 5 * HOUR);
      // An ask waits in the inbox as an unapproved note post; answering publishes that post.
      const post = await this.insertPost({
        blog: demo,
        at,
        content: { type: 'note', ask: ask.question, asker: asker?.name ?? null, answer: '', caption: '' },
        tags: [],
        state: 'unapproved',
      });
      await this.db.updateTable('posts').set({ author_user_id: asker?.userId ?? null }).where('id', '=', post.id).execute();
      await this.db
        .insertInto('asks')
        .values({
          recipient_blog_id: demo.id,
          asker_blog_id: asker?.id ?? null,
          asker_user_id: asker?.userId ?? null,
          anonymous: asker === null,
          question: ask.question,
          answer_post_id: post.id,
          created_at: at,
        })
        .execute();
      this.notify(demo, 'ask', asker, null, at);
    }

    const friendly = this.blog('friendly');
    const submission = await this.insertPost({
      blog: demo,
      at: this.ago(9 * HOUR),
      content: { type: 'text', title: 'For your blog: the reservoir goose', body: '<p>Submitted for your consideration: the most confident goose in the county.</p>' },
      tags: ['submission', 'geese'],
      state: 'unapproved',
    });
    await this.db.updateTable('posts').set({ author_user_id: friendly.userId }).where('id', '=', submission.id).execute();
    await this.db
      .insertInto('submissions')
      .values({ post_id: submission.id, recipient_blog_id: demo.id, submitter_blog_id: friendly.id, submitter_user_id: friendly.userId, created_at: submission.at })
      .execute();
    // As POST /svc/post/submit notifies (asks/routes.ts): "friendly submitted a post".
    this.routeNotifications.push({ at: submission.at, notification: { to: demo.id, type: 'submission', from: friendly.id, postId: submission.id } });

    const sketches = this.blog('demo-sketches');
    const later: NewPostInput[] = [
      { blog: demo, at: this.ago(30 * HOUR), state: 'draft', tags: ['drafts'], content: { type: 'text', title: 'Half-finished thought', body: '<p>The thing about drafts is</p>' } },
      { blog: demo, at: this.ago(20 * HOUR), state: 'draft', tags: ['desert'], content: { type: 'photo', caption: '<p>Caption TBD</p>', linkthrough: '', layout: [1], photos: [{ id: 'o1', ...this.media.image('dunes'), caption: '' }] } },
      { blog: sketches, at: this.ago(12 * HOUR), state: 'draft', tags: ['wip'], content: { type: 'text', title: 'Hands, day 5', body: '<p>Still gloves.</p>' } },
      { blog: demo, at: this.ago(8 * HOUR), state: 'queued', tags: ['queue'], content: { type: 'quote', quote: 'What we do in the queue echoes in eternity.', source: 'Tumbledemo' } },
      { blog: demo, at: this.ago(6 * HOUR), state: 'queued', publishOn: new Date(this.now.getTime() + 2 * DAY), tags: ['scheduled'], content: { type: 'text', title: 'Scheduled post', body: '<p>This goes out in two days.</p>' } },
      { blog: demo, at: this.ago(4 * HOUR), isPrivate: true, tags: ['private'], content: { type: 'text', title: 'Private note', body: '<p>Only I can see this one.</p>' } },
    ];
    for (const input of later) await this.insertPost(input);
  }

  /**
   * A post of the demo's second blog flagged as adult content, its appeal banner waiting (state 1), and one
   * person (eve) browsing in safe mode, for whom it is blurred (B§4 appeal states, safe mode).
   */
  async createFlaggedPost() {
    const sketches = this.blog('demo-sketches');
    const post = await this.insertPost({
      blog: sketches,
      at: this.ago(3 * DAY),
      tags: ['figure drawing', 'life class'],
      content: { type: 'text', title: 'Life drawing, session 12', body: '<p>Charcoal studies from Tuesday’s life class.</p>' },
    });
    await this.db.updateTable('posts').set({ flagged_nsfw: true }).where('id', '=', post.id).execute();
    await this.db.insertInto('appeals').values({ post_id: post.id, blog_id: sketches.id, user_id: sketches.userId, state: 1 }).execute();
    await this.db.updateTable('users').set({ safe_mode: true }).where('email', '=', 'eve@example.com').execute();
  }

  async createConversations() {
    const demo = this.blog('tumbledemo');
    const sunset = this.published.find((post) => post.blog.name === 'tumbledemo' && post.content.type === 'photo');
    const threads: { other: BlogInfo; messages: { from: BlogInfo; minutesAgo: number; text?: string; postId?: string }[] }[] = [
      {
        other: this.blog('friendly'),
        messages: [
          { from: this.blog('friendly'), minutesAgo: 2 * 24 * 60, text: 'Hey! Did you see the new sunset post?' },
          { from: demo, minutesAgo: 2 * 24 * 60 - 30, text: 'Yes! The seed script outdid itself.' },
          ...(sunset ? [{ from: demo, minutesAgo: 2 * 24 * 60 - 29, postId: sunset.id }] : []),
          { from: this.blog('friendly'), minutesAgo: 90, text: 'Coffee this weekend?' },
        ],
      },
      {
        other: this.blog('pixel-garden'),
        messages: [{ from: this.blog('pixel-garden'), minutesAgo: 45, text: 'Thanks for the follow! Your photoset made me try a new palette.' }],
      },
    ];
    for (const thread of threads) {
      const stamps = thread.messages.map((message) => String(this.now.getTime() - message.minutesAgo * 60_000));
      const { id } = await this.db
        .insertInto('conversations')
        .values({ created_by_blog_id: thread.messages[0]!.from.id, last_modified_ts: stamps.at(-1)! })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.db
        .insertInto('messages')
        .values(
          thread.messages.map((message, index) => ({
            conversation_id: id,
            ts: stamps[index]!,
            sender_blog_id: message.from.id,
            type: message.postId ? ('POSTREF' as const) : ('TEXT' as const),
            text: message.text ?? '',
            post_id: message.postId ?? null,
          })),
        )
        .execute();
      // Each side has read up to its own last message; the demo's newest incoming ones stay unread.
      const lastReadBy = (blog: BlogInfo) =>
        stamps.filter((_stamp, index) => thread.messages[index]!.from.id === blog.id).at(-1) ?? '0';
      await this.db
        .insertInto('conversation_participants')
        .values(
          [demo, thread.other].map((blog) => ({
            conversation_id: id,
            blog_id: blog.id,
            last_read_ts: lastReadBy(blog),
            // They follow each other, so images are not blurred.
            is_blurred_images: false,
          })),
        )
        .execute();
    }
  }

  async finish() {
    const featured = SEED_USERS.flatMap((user) => user.blogs).filter((blog) => blog.featured).map((blog) => blog.name);
    await this.db.updateTable('blogs').set({ featured: true }).where('name', 'in', featured).execute();
    // In time order, so ids (the activity list's order) follow time as they would live; those the routes write
    // go through notify() in their place.
    const time = (at: unknown) => (at as Date).getTime();
    const byTime = [...this.notifications].sort((a, b) => time(a.created_at) - time(b.created_at));
    const insert = async (rows: Insertable<ActivityNotificationsTable>[]) => {
      if (rows.length > 0) await this.db.insertInto('activity_notifications').values(rows).execute();
    };
    let written = 0;
    for (const { at, notification } of [...this.routeNotifications].sort((a, b) => time(a.at) - time(b.at))) {
      const earlier = byTime.slice(written).findIndex((row) => time(row.created_at) > time(at));
      const end = earlier === -1 ? byTime.length : written + earlier;
      await insert(byTime.slice(written, end));
      written = end;
      await notify(this.db, notification);
      // notify() stamps the moment it runs; the seed's story says when it happened.
      await this.db
        .updateTable('activity_notifications')
        .set({ created_at: at })
        .where('blog_id', '=', notification.to)
        .where('type', '=', notification.type)
        .where('post_id', '=', notification.postId ?? null)
        .execute();
    }
    await insert(byTime.slice(written));
    // Notes = likes + replies + reblogs of the post.
    await sql`
      UPDATE posts p SET note_count =
        (SELECT count(*) FROM likes l WHERE l.post_id = p.id)
        + (SELECT count(*) FROM replies r WHERE r.post_id = p.id)
        + (SELECT count(*) FROM posts c WHERE c.parent_post_id = p.id)`.execute(this.db);
  }
}
