import { useEffect, useState } from 'react';
import { api, ApiError, type BlogHeader, type BlogSettings } from '@tumbledash/shared';
import { usePageTitle } from '@tumbledash/shared/use-page-title';
import { LoadState } from '../form/load-state';
import { useLoad } from '../form/use-load';
import { blogSettingsErrorTitle, blogSettingsHeading } from '../layout/settings-routes';
import { AppearanceForm } from './appearance-form';
import { BlockedBlogsList } from './blocked-blogs-list';
import { BlogSwitchesForm } from './blog-switches-form';
import { SendFlagsForm } from './send-flags-form';
import type { SendFlags } from './send-flags';

/**
 * /settings/blog/{name}: appearance with a live preview (saved through the blog viewer's header call), the
 * switches asks, anonymous asks, submissions and messaging read, the send flags and the blogs it blocks. Only
 * the blog's admin gets past the first load.
 */
export function BlogSettingsPage({ name }: { name: string }) {
  const { state, set } = useLoad<BlogSettings & SendFlags>(`/svc/settings/blog/${encodeURIComponent(name)}`);
  const [header, setHeader] = useState<BlogHeader | null>(null);
  useEffect(() => {
    if (state.status !== 'ready') return;
    let live = true;
    api
      .get<{ tumblelog: BlogHeader }>('/svc/indash_blog/header', { params: { tumblelog_name_or_id: name } })
      .then(({ tumblelog }) => live && setHeader(tumblelog))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [name, state.status]);
  usePageTitle(blogSettingsErrorTitle(state.status === 'error' && state.error instanceof ApiError ? state.error.kind : null));

  return (
    <section aria-labelledby="td-settings-blog">
      {state.status === 'ready' || state.status === 'loading' ? <h1 id="td-settings-blog">{blogSettingsHeading(name)}</h1> : null}
      <LoadState state={state} />
      {state.status === 'ready' && (
        <>
          {header && <AppearanceForm name={name} header={header} onSaved={setHeader} />}
          <BlogSwitchesForm name={name} settings={state.data} onSaved={(settings) => set({ ...state.data, ...settings })} />
          <SendFlagsForm name={name} settings={state.data} onSaved={set} />
          <BlockedBlogsList name={name} />
        </>
      )}
    </section>
  );
}
