import { ApiError, type BlogSettings } from '@tumbledash/shared';
import { usePageTitle } from '@tumbledash/shared/use-page-title';
import { LoadState } from '../form/load-state';
import { useLoad, type Loaded } from '../form/use-load';
import { blogSettingsErrorTitle, blogSettingsHeading } from '../layout/settings-routes';
import { AppearanceForm } from './appearance-form';
import { BlockedBlogsList } from './blocked-blogs-list';
import { BlogSwitchesForm } from './blog-switches-form';
import { SendFlagsForm } from './send-flags-form';
import type { SendFlags } from './send-flags';
import { useBlogHeader } from './use-blog-header';

/**
 * /settings/blog/{name}: appearance with a live preview (saved through the blog viewer's header call), the
 * switches asks, anonymous asks, submissions and messaging read, the send flags and the blogs it blocks. Only
 * the blog's admin gets past the settings' load; the header is asked for alongside it.
 */
export function BlogSettingsPage({ name }: { name: string }) {
  const { state, set } = useLoad<BlogSettings & SendFlags>(`/svc/settings/blog/${encodeURIComponent(name)}`);
  const { header, setHeader } = useBlogHeader(name);
  // The sections show together once both loads are in: the Appearance section, first and ~1,000 px tall,
  // would else push the others down as it arrives.
  const shown: Loaded<BlogSettings & SendFlags> = state.status === 'ready' && header === undefined ? { status: 'loading' } : state;
  usePageTitle(blogSettingsErrorTitle(state.status === 'error' && state.error instanceof ApiError ? state.error.kind : null));

  return (
    <section aria-labelledby="td-settings-blog">
      {state.status === 'ready' || state.status === 'loading' ? <h1 id="td-settings-blog">{blogSettingsHeading(name)}</h1> : null}
      <LoadState state={shown} />
      {shown.status === 'ready' && (
        <>
          {header && <AppearanceForm name={name} header={header} onSaved={setHeader} />}
          <BlogSwitchesForm name={name} settings={shown.data} onSaved={(settings) => set({ ...shown.data, ...settings })} />
          <SendFlagsForm name={name} settings={shown.data} onSaved={set} />
          <BlockedBlogsList name={name} />
        </>
      )}
    </section>
  );
}
