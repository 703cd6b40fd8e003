import { useEffect, useEffectEvent, useState } from 'react';
import type { EmbedData } from '../compose/api-types';
import { checkEmbed } from './video-data';

/** Waits for typing to pause before checking a pasted URL or embed code. */
export const EMBED_CHECK_DEBOUNCE_MS = 600;

export type EmbedCheckStatus = { kind: 'idle' } | { kind: 'checking' } | { kind: 'failed'; error: string };

/**
 * Checks `input` once it stops changing, unless `checked` already holds its result; `onChecked` gets
 * the embed data for the input it was asked about.
 */
export function useEmbedCheck(input: string, checked: boolean, onChecked: (input: string, data: EmbedData) => void): EmbedCheckStatus {
  const [status, setStatus] = useState<EmbedCheckStatus>({ kind: 'idle' });
  const done = useEffectEvent(onChecked);

  useEffect(() => {
    if (checked || !input.trim()) {
      setStatus({ kind: 'idle' });
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      setStatus({ kind: 'checking' });
      checkEmbed(input).then(
        (data) => {
          if (!current) return;
          setStatus({ kind: 'idle' });
          done(input, data);
        },
        (error: unknown) => {
          if (current) setStatus({ kind: 'failed', error: error instanceof Error ? error.message : String(error) });
        },
      );
    }, EMBED_CHECK_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [input, checked]);

  return status;
}
