import type { MouseEvent, ReactNode } from 'react';
import { Avatar, bus, type Blog } from '@tumbledash/shared';
import { isModifiedClick, peeprData } from '../peepr/target';
import { blogPath } from '../peepr/url';

/** A blog in a list: avatar, name (a peepr target), title, and what the caller adds (follow). */
export function BlogCard({ blog, children }: { blog: Blog; children?: ReactNode }) {
  // Taken here, not left to the viewer's page-wide listener: the bus holds it until the viewer has loaded.
  const open = (event: MouseEvent) => {
    if (isModifiedClick(event.nativeEvent)) return;
    event.preventDefault();
    bus.emit('peepr:open', { blogName: blog.name });
  };
  return (
    <li className="td-peepr-blog-card">
      <Avatar src={blog.avatar_url} name={blog.name} size={48} shape={blog.global_theme_params.avatar_shape} />
      <div>
        <a href={blogPath(blog.name)} data-peepr={peeprData(blog.name)} onClick={open} className="td-peepr-blog-card__name">
          {blog.name}
        </a>
        <p className="td-peepr-blog-card__title">{blog.title}</p>
      </div>
      {children}
    </li>
  );
}
