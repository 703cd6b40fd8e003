import type { Insertable } from 'kysely';
import { after, before } from 'node:test';
import type { Db } from '../db/connect.js';
import type { PostRow, PostsTable } from '../db/schema.js';
import { randomToken } from '../http/tokens.js';
import { createTestApp, DEMO, FRIEND, type TestApp, type TestClient } from './app.js';

export async function blogId(db: Db, name: string): Promise<string> {
  const row = await db.selectFrom('blogs').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts a post on `blog` (text, published, now unless said otherwise). */
export async function insertPost(db: Db, blog: string, values: Partial<Insertable<PostsTable>> = {}): Promise<PostRow> {
  return db
    .insertInto('posts')
    .values({
      blog_id: await blogId(db, blog),
      type: 'text',
      content: JSON.stringify({ type: 'text', title: 'Fixture', body: '<p>Fixture post</p>' }),
      reblog_key: randomToken(6),
      published_at: values.state && values.state !== 'published' ? null : new Date(),
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function postById(db: Db, id: string): Promise<PostRow | undefined> {
  return db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface Actors {
  anonymous: TestClient;
  /** Holds tumbledemo and demo-sketches. */
  demo: TestClient;
  /** Holds friendly. */
  friend: TestClient;
}

/** An anonymous visitor (with a form key) and the two seeded accounts, signed in. */
export async function actors(t: TestApp): Promise<Actors> {
  const anonymous = t.client();
  await anonymous.bootstrap();
  const demo = t.client();
  await demo.login(DEMO.email, DEMO.password);
  const friend = t.client();
  await friend.login(FRIEND.email, FRIEND.password);
  return { anonymous, demo, friend };
}

/**
 * Inside a `describe`: a seeded app and its actors, handed to `use` before the first test (the block keeps
 * them in its own variables); the app is closed after the last test.
 */
export function withSeededApp(use: (app: TestApp, people: Actors) => void): void {
  let app: TestApp | undefined;
  before(async () => {
    app = await createTestApp({ seed: true });
    use(app, await actors(app));
  });
  after(() => app?.close());
}

/** Activity rows of `blog` of one type about one post. */
export async function notificationsOf(db: Db, blog: string, type: string, postId: string | null) {
  let query = db
    .selectFrom('activity_notifications')
    .selectAll()
    .where('blog_id', '=', await blogId(db, blog))
    .where('type', '=', type);
  query = postId === null ? query.where('post_id', 'is', null) : query.where('post_id', '=', postId);
  return query.execute();
}
