import { useEffect, useEffectEvent, useRef } from 'react';
import { useUploads } from '../uploads/use-uploads';
import { imageHtml } from './editor-surface';

export interface InlineImagesOptions {
  maxBytes: number;
  /** +n when images start uploading, -n when they are done ('There are still pending images.'). */
  onPending?: (delta: number) => void;
  insert: (html: string) => void;
}

/**
 * Images picked, pasted or dropped into an editor: checked, scaled and uploaded one at a time like the
 * photos of a photo post, each with its progress bar and Cancel, then inserted where the cursor is.
 */
export function useInlineImages({ maxBytes, onPending, insert }: InlineImagesOptions) {
  const uploads = useUploads({
    kind: 'image',
    maxBytes,
    onUploaded: (file) => insert(imageHtml({ url: file.url })),
  });

  // The form counts unfinished images over all its editors, so this one reports its changes.
  const reported = useRef(0);
  const report = useEffectEvent((delta: number) => onPending?.(delta));
  useEffect(() => {
    const delta = uploads.active - reported.current;
    reported.current = uploads.active;
    if (delta !== 0) report(delta);
  }, [uploads.active]);
  useEffect(
    () => () => {
      if (reported.current !== 0) report(-reported.current);
      reported.current = 0;
    },
    [],
  );

  return {
    items: uploads.items,
    cancel: uploads.cancel,
    remove: uploads.remove,
    insertFiles: uploads.add,
  };
}
