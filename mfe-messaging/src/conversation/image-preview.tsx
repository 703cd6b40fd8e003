import { fitPreview } from './image-rules';

export interface PreviewImage {
  file: File;
  url: string;
  width: number;
  height: number;
}

/** The picked image before it is sent (B§4 "Image preview"); fits 210 by 150; slides out when `leaving`. */
export function ImagePreview({ image, onRemove, leaving = false }: { image: PreviewImage; onRemove: () => void; leaving?: boolean }) {
  const size = fitPreview(image.width, image.height);
  return (
    <div
      className={leaving ? 'td-msg-preview td-msg-preview--leaving' : 'td-msg-preview'}
      aria-hidden={leaving || undefined}
      inert={leaving}
    >
      <img src={image.url} alt="Image to send" width={size.width} height={size.height} />
      <button type="button" className="td-msg-preview__remove" aria-label="Remove image" onClick={onRemove}>
        ×
      </button>
    </div>
  );
}
