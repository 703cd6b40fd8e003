import { SafeHtml } from './safe-html';

export function QuoteContent({ quote, source }: { quote: string; source: string }) {
  return (
    <figure className="td-dash-quote">
      <blockquote className="td-dash-quote__text">
        <SafeHtml html={quote} />
      </blockquote>
      {source && (
        <figcaption className="td-dash-quote__source">
          <span aria-hidden="true">— </span>
          <SafeHtml html={source} />
        </figcaption>
      )}
    </figure>
  );
}
