import type { ThemeParams } from '../contracts.js';
import type { Db } from '../db/connect.js';
import type { BlogRole } from '../db/schema.js';
import { randomToken } from '../http/tokens.js';
import { AVATAR_SIZE, avatarPng } from '../media/png.js';
import { mediaUrl, recordUpload, writeMediaFile } from '../media/store.js';

export interface NewBlog {
  name: string;
  title?: string;
  /** Sanitized HTML. */
  description?: string;
  avatarUrl: string;
  theme?: Partial<ThemeParams>;
  submissions?: boolean;
  anonymousAsks?: boolean;
}

/** A generated avatar file for a new blog; recorded as the owner's upload once the owner exists. */
export async function writeAvatar(dataDir: string, blogName: string): Promise<{ name: string; url: string; size: number }> {
  const bytes = avatarPng(blogName);
  const name = await writeMediaFile(dataDir, bytes, 'png');
  return { name, url: mediaUrl(name), size: bytes.length };
}

export async function recordAvatar(db: Db, avatar: { name: string; size: number }, ownerUserId: string): Promise<void> {
  await recordUpload(db, {
    name: avatar.name,
    mime: 'image/png',
    sizeBytes: avatar.size,
    kind: 'image',
    width: AVATAR_SIZE,
    height: AVATAR_SIZE,
    ownerUserId,
  });
}

/** Creates a blog and makes the user its owner or member. */
export async function createBlog(db: Db, userId: string, blog: NewBlog, role: BlogRole = 'owner'): Promise<string> {
  const { id } = await db
    .insertInto('blogs')
    .values({
      name: blog.name,
      title: blog.title ?? blog.name,
      description: blog.description ?? '',
      avatar_url: blog.avatarUrl,
      theme: JSON.stringify(blog.theme ?? {}),
      submissions: blog.submissions ?? false,
      anonymous_asks: blog.anonymousAsks ?? true,
      mention_key: randomToken(12),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('blog_members').values({ user_id: userId, blog_id: id, role }).execute();
  return id;
}

export interface NewAccount {
  email: string;
  passwordHash: string;
  blog: NewBlog;
  emailVerified?: boolean;
}

/** A user with their first blog, which becomes both primary and current. Run inside a transaction. */
export async function createAccount(db: Db, account: NewAccount): Promise<{ userId: string; blogId: string }> {
  const verified = account.emailVerified ?? false;
  const { id: userId } = await db
    .insertInto('users')
    .values({
      email: account.email,
      password_hash: account.passwordHash,
      primary_blog_id: null,
      current_blog_id: null,
      polling_token: randomToken(24),
      email_verified: verified,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const blogId = await createBlog(db, userId, account.blog);
  await db.updateTable('users').set({ primary_blog_id: blogId, current_blog_id: blogId }).where('id', '=', userId).execute();
  return { userId, blogId };
}

/** A new blog starts by following the featured blogs, so its first dashboard has posts. */
export async function followFeaturedBlogs(db: Db, blogId: string): Promise<void> {
  await db
    .insertInto('follows')
    .columns(['follower_blog_id', 'followed_blog_id'])
    .expression((eb) => eb.selectFrom('blogs').select([eb.val(blogId).as('follower'), 'id']).where('featured', '=', true).where('id', '<>', blogId))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
