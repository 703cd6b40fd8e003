import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { Avatar, themeLinkColor, themeTextColor, type BlogHeader as Blog } from '@tumbledash/shared';
import { FollowButton } from './follow-button';
import { HeaderImage } from './header-image';
import { BlogActions } from './blog-actions';
import { HeaderEditor } from './header-editor';
import { ShareBlogButton } from './share-blog-button';

interface BlogHeaderProps {
  blog: Blog;
  onSaved: (blog: Blog) => void;
  /** Id of the heading that names the view. */
  titleId: string;
}

/**
 * The theme as CSS custom properties on the view (B§3 global_theme_params); text stays readable on it: a link
 * colour too faint on the background falls back to the text colour.
 */
export function themeStyle(blog: Blog): CSSProperties {
  const theme = blog.global_theme_params;
  return {
    '--td-peepr-text': themeTextColor(theme.background_color),
    '--td-peepr-bg': theme.background_color,
    '--td-peepr-link': themeLinkColor(theme.link_color, theme.background_color),
    '--td-peepr-title': theme.title_color,
    '--td-peepr-title-font': `'${theme.title_font}', Georgia, serif`,
    '--td-peepr-title-weight': theme.title_font_weight === 'bold' ? '700' : '400',
  } as CSSProperties;
}

/** Header image, avatar in the theme's shape, title and description (with a fade when it overflows), actions. */
export function BlogHeader({ blog, onSaved, titleId }: BlogHeaderProps) {
  const theme = blog.global_theme_params;
  const description = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [editing, setEditing] = useState(false);
  useLayoutEffect(() => {
    const element = description.current;
    setOverflows(Boolean(element && element.scrollHeight > element.clientHeight + 1));
  }, [blog.description_sanitized]);

  // The avatar overlaps the header image when there is one; without it, it would reach over the top edge.
  const headerImage = theme.show_header_image ? theme.header_image_focused : null;
  return (
    <header className={headerImage ? 'td-peepr-header td-peepr-header--with-image' : 'td-peepr-header'}>
      {headerImage && <HeaderImage src={headerImage} theme={theme} />}
      <div className="td-peepr-header__body">
        {theme.show_avatar && <Avatar src={blog.avatar_url_128} name={blog.name} size={96} shape={theme.avatar_shape} className="td-peepr-header__avatar" />}
        <h2 id={titleId} className={theme.show_title ? 'td-peepr-header__title' : 'td-ui-visually-hidden'}>
          {blog.title}
        </h2>
        <p className="td-peepr-header__name">{blog.name}</p>
        {theme.show_description && blog.description_sanitized && (
          <div
            ref={description}
            className={overflows ? 'td-peepr-header__description td-peepr-header__description--fade' : 'td-peepr-header__description'}
            // Sanitized by the server when saved (the allow-list of A§5.4).
            dangerouslySetInnerHTML={{ __html: blog.description_sanitized }}
          />
        )}
        <div className="td-peepr-header__actions">
          <FollowButton blog={blog} />
          <BlogActions blog={blog} />
          <ShareBlogButton blog={blog} />
          {blog.customizable && (
            <button type="button" className="td-peepr-edit" aria-expanded={editing} onClick={() => setEditing(!editing)}>
              Edit appearance
            </button>
          )}
        </div>
        {editing && (
          <HeaderEditor
            blog={blog}
            onCancel={() => setEditing(false)}
            onSaved={(saved) => {
              setEditing(false);
              onSaved(saved);
            }}
          />
        )}
      </div>
    </header>
  );
}
