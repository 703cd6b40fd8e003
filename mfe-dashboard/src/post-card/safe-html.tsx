import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

interface SafeHtmlProps {
  html: string;
  className?: string;
}

/** Server HTML, always through the sanitizer first; nothing when it is empty. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean) return null;
  return <div className={className ? `td-dash-html ${className}` : 'td-dash-html'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
