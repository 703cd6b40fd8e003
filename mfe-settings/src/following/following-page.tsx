import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { api, bus, dialogs, type BlogListItem, type FollowingPage as Page } from '@tumbledash/shared';
import { LoadState } from '../form/load-state';
import { onField } from '../form/messages';
import { SaveStatus } from '../form/save-status';
import { SubmitButton } from '../form/submit-button';
import { TextField } from '../form/text-field';
import type { Loaded } from '../form/use-load';
import { useSave } from '../form/use-save';
import { BlogRow } from '../layout/blog-row';
import { keepFocusInBlogList } from '../layout/blog-list-focus';
import { unfollowConfirmText, updatedText } from './following-text';

/** /following: the blogs the current blog follows, with a count, unfollow behind B§8's confirm, follow by name. */
export function FollowingPage() {
  const [state, setState] = useState<Loaded<Page>>({ status: 'loading' });
  const [name, setName] = useState('');
  const following = useSave();
  const unfollowing = useSave();
  const heading = useRef<HTMLHeadingElement>(null);

  const load = useCallback(async (offset: number) => {
    try {
      const page = await api.get<Page>('/svc/following', { params: { offset } });
      setState((current) =>
        current.status === 'ready' && offset > 0 ? { status: 'ready', data: { ...page, blogs: [...current.data.blogs, ...page.blogs] } } : { status: 'ready', data: page },
      );
    } catch (error) {
      setState({ status: 'error', error });
    }
  }, []);
  useEffect(() => void load(0), [load]);

  const unfollow = async (blog: BlogListItem, button: HTMLButtonElement) => {
    // The pressed button leaves with its blog: keep the keyboard in the list.
    const keepFocus = keepFocusInBlogList(button, heading.current);
    const sure = await dialogs.confirm({ message: unfollowConfirmText(blog.name), okLabel: 'Ok', cancelLabel: 'Nevermind' });
    if (!sure) return;
    // One outcome on the page at a time: the last action's.
    following.clear();
    const done = await unfollowing.run(() => api.post('/svc/unfollow', { tumblelog: blog.name, source: 'UNFOLLOW_SOURCE_POST' }), `You unfollowed ${blog.name}.`);
    if (done) {
      bus.emit('blog:follow-changed', { blogName: blog.name, following: false });
      await load(0);
      keepFocus();
    }
  };

  const follow = async (event: FormEvent) => {
    event.preventDefault();
    const target = name.trim().toLowerCase();
    if (!target || following.busy) return;
    unfollowing.clear();
    // Whatever refuses the name (no such blog, a block, the blog itself) is told under the field.
    const done = await following.run(
      () => api.post('/svc/follow', { tumblelog: target, source: 'FOLLOW_SOURCE_POST' }).catch((error: unknown) => {
          throw onField(error, 'tumblelog');
        }),
      `You follow ${target} now.`,
    );
    if (done) {
      bus.emit('blog:follow-changed', { blogName: target, following: true });
      setName('');
      await load(0);
    }
  };

  return (
    <section className="td-settings__following" aria-labelledby="td-following-title">
      <h1 id="td-following-title" ref={heading} tabIndex={-1}>
        Following
      </h1>
      <form ref={following.form} className="td-settings__card td-settings__inline-form" onSubmit={follow} noValidate>
        <TextField
          label="Follow a blog by name"
          value={name}
          autoCapitalize="none"
          autoComplete="off"
          onChange={(e) => setName(e.target.value)}
          error={following.fieldError('tumblelog')}
        />
        <SubmitButton inactive={following.busy || !name.trim()}>Follow</SubmitButton>
        <SaveStatus state={following.state} fields={['tumblelog']} />
      </form>
      <SaveStatus state={unfollowing.state} />
      <LoadState state={state} />
      {state.status === 'ready' && (
        <>
          <p>{state.data.total === 1 ? 'You follow 1 blog.' : `You follow ${state.data.total} blogs.`}</p>
          <ul className="td-settings__blogs" aria-label="Blogs you follow">
            {state.data.blogs.map((blog) => (
              <BlogRow
                key={blog.name}
                blog={blog}
                hint={updatedText(blog.updated)}
                action={{ label: 'Unfollow', onPress: (button) => void unfollow(blog, button), busy: unfollowing.busy }}
              />
            ))}
          </ul>
          {state.data.next_offset !== null && (
            <button type="button" onClick={() => void load(state.data.next_offset ?? 0)}>
              Show more
            </button>
          )}
        </>
      )}
    </section>
  );
}
