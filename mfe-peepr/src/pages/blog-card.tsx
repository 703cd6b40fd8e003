import type { ReactNode } from 'react';
import { Avatar, type Blog } from '@tumbledash/shared';
import { peeprData } from '../peepr/target';
import { blogPath } from '../peepr/url';

/** A blog in a list: avatar, name (a peepr target), title, and what the caller adds (follow). */
export function BlogCard({ blog, children }: { blog: Blog; children?: ReactNode }) {
  return (
    <li className="td-peepr-blog-card">
      <Avatar src={blog.avatar_url} name={blog.name} size={48} shape={blog.global_theme_params.avatar_shape} />
      <div>
        <a href={blogPath(blog.name)} data-peepr={peeprData(blog.name)} className="td-peepr-blog-card__name">
          {blog.name}
        </a>
        <p className="td-peepr-blog-card__title">{blog.title}</p>
      </div>
      {children}
    </li>
  );
}
