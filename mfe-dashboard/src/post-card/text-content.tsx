import { SafeHtml } from './safe-html';

export function TextContent({ title, body }: { title: string; body: string }) {
  return (
    <>
      {title && <h2 className="td-dash-post__title">{title}</h2>}
      <SafeHtml html={body} />
    </>
  );
}
