import { useEffect, useState } from 'react';
import { api, isCancel, useDialogs, type Sparkline } from '@tumbledash/shared';
import { ACTIVITY_LOAD_ERROR } from './use-activity';
import { shouldDrawSparkline, sparklinePoints, sparklineText } from './sparkline';

const WIDTH = 240;
const HEIGHT = 32;

/** The selected blog's notes per day over 30 days (B§2), with its words for screen readers; "Woops :(" on failure. */
export function ActivitySparkline({ blogName }: { blogName: string }) {
  const dialogs = useDialogs();
  const [days, setDays] = useState<Sparkline['days'] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    setDays(null);
    api.get<Sparkline>(`/svc/blog/${encodeURIComponent(blogName)}/activity/sparkline`, { signal: controller.signal }).then(
      (answer) => setDays(answer.days),
      (error: unknown) => {
        if (isCancel(error)) return;
        void dialogs.alert({ message: ACTIVITY_LOAD_ERROR });
      },
    );
    return () => controller.abort();
  }, [blogName, dialogs]);
  if (!days || !shouldDrawSparkline(days)) return null;
  const text = sparklineText(days);
  return (
    <figure className="td-header__sparkline" aria-label="Notes per day">
      {/* The caption is the text alternative; the line itself is decoration for sighted readers. */}
      <svg width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
        <polyline points={sparklinePoints(days, WIDTH, HEIGHT)} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <figcaption className="td-header__sparkline-text">{text}</figcaption>
    </figure>
  );
}
