import { fitPreview } from './image-rules';

export interface PreviewImage {
  file: File;
  url: string;
  width: number;
  height: number;
}

/** The picked image before it is sent (B§4 "Image preview"); fits 210 by 150. */
export function ImagePreview({ image, onRemove }: { image: PreviewImage; onRemove: () => void }) {
  const size = fitPreview(image.width, image.height);
  return (
    <div className="td-msg-preview">
      <img src={image.url} alt="Image to send" width={size.width} height={size.height} />
      <button type="button" className="td-msg-preview__remove" aria-label="Remove image" onClick={onRemove}>
        ×
      </button>
    </div>
  );
}
