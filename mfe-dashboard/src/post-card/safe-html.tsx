import { useMemo, useSyncExternalStore } from 'react';
import { LoadFailed } from '../on-first-use/load-failed';
import { loadSanitizer, onSanitizerChange, sanitizerState } from './sanitize';

interface SafeHtmlProps {
  html: string;
  className?: string;
}

const retry = () => {
  loadSanitizer().catch(() => undefined);
};

/** Server HTML, always through the sanitizer first; nothing when it is empty or the sanitizer is on its way. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const state = useSyncExternalStore(onSanitizerChange, sanitizerState);
  const clean = useMemo(() => (state.sanitize ? state.sanitize(html) : ''), [state, html]);
  if (!state.sanitize && state.failed && html) return <LoadFailed onRetry={retry} announce={false} />;
  if (!clean) return null;
  return <div className={className ? `td-dash-html ${className}` : 'td-dash-html'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
