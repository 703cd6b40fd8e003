import type { Mail } from '../mail/mailer.js';

export interface ShareMailInput {
  to: string;
  /** The blog the person shares as (their current channel). */
  senderBlog: string;
  /** Their account's address: the Reply-To, only when they allowed replies. */
  senderEmail: string;
  allowReplyTo: boolean;
  message: string;
  /** What is shared: a post (its blog, summary and picture) or a blog. */
  subject: { kind: 'post'; blog: string; summary: string; url: string; imageUrl: string | null } | { kind: 'blog'; blog: string; title: string; url: string };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The mail of a share by email (A§7.4): a plain-text and an HTML part, with the summary, link and picture. */
export function shareMail(input: ShareMailInput): Mail {
  const { subject } = input;
  const title =
    subject.kind === 'post' ? `${input.senderBlog} shared a post from ${subject.blog} with you` : `${input.senderBlog} shared the blog ${subject.blog} with you`;
  const what = subject.kind === 'post' ? subject.summary : subject.title;
  const message = input.message.trim();
  const text = [title, message ? `“${message}”` : '', what, subject.url].filter(Boolean).join('\n\n');
  const image = subject.kind === 'post' && subject.imageUrl ? `<p><img src="${escapeHtml(subject.imageUrl)}" alt="" style="max-width:100%"></p>` : '';
  const html = `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#001935">
<h1 style="font-size:18px">${escapeHtml(title)}</h1>
${message ? `<blockquote style="margin:0 0 16px;padding-left:12px;border-left:3px solid #00b8ff">${escapeHtml(message)}</blockquote>` : ''}
${what ? `<p>${escapeHtml(what)}</p>` : ''}
${image}
<p><a href="${escapeHtml(subject.url)}">${escapeHtml(subject.url)}</a></p>
</body></html>`;
  return { to: input.to, subject: title, text, html, ...(input.allowReplyTo ? { replyTo: input.senderEmail } : {}) };
}
