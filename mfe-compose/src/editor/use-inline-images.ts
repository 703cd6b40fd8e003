import { useState } from 'react';
import { uploadFile } from '../uploads/upload-client';
import { sizeError, typeError } from '../uploads/upload-messages';
import { uploadErrorMessage } from '../uploads/upload-response';
import { scaleImage } from '../uploads/scale-image';
import { imageHtml } from './editor-surface';

export interface InlineImagesOptions {
  maxBytes: number;
  /** +1 when an image starts uploading, -1 when it is done ('There are still pending images.'). */
  onPending?: (delta: number) => void;
  insert: (html: string) => void;
}

/** Images picked, pasted or dropped into an editor: uploaded, then inserted where the cursor was. */
export function useInlineImages({ maxBytes, onPending, insert }: InlineImagesOptions) {
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    const badType = typeError(file, 'image');
    if (badType) {
      setError(badType);
      return;
    }
    onPending?.(1);
    try {
      const prepared = await scaleImage(file);
      const tooBig = sizeError(prepared.blob.size, maxBytes);
      if (tooBig) {
        setError(tooBig);
        return;
      }
      const result = await uploadFile(prepared.blob, file.name || 'image', 'image');
      insert(imageHtml({ url: result.url }));
    } catch (failure) {
      setError(uploadErrorMessage(failure));
    } finally {
      onPending?.(-1);
    }
  };

  return {
    error,
    clearError: () => setError(null),
    insertFiles: (files: File[]) => {
      setError(null);
      files.forEach((file) => void upload(file));
    },
  };
}
