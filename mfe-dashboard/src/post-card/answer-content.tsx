import { BLOG_NAME_PATTERN, type PostContent } from '@tumbledash/shared';
import { BlogLink } from './blog-link';
import { SafeHtml } from './safe-html';

type NotePost = Extract<PostContent, { type: 'note' }>;

/** An answered ask: who asked, the question, then the answer. */
export function AnswerContent({ content }: { content: NotePost }) {
  const asker = content.asker?.trim() || null;
  return (
    <>
      <div className="td-dash-ask">
        <p className="td-dash-ask__asker">
          {asker && BLOG_NAME_PATTERN.test(asker) ? <BlogLink name={asker} /> : (asker ?? 'Anonymous')} asked:
        </p>
        <SafeHtml html={content.ask} className="td-dash-ask__question" />
      </div>
      <SafeHtml html={content.answer} />
      <SafeHtml html={content.caption} />
    </>
  );
}
