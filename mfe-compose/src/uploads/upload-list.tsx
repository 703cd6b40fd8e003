import type { UploadItem } from './upload-machine';
import { UploadProgress } from './upload-progress';

export interface UploadListProps {
  items: UploadItem[];
  label: string;
  onCancel: (id: string) => void;
  onRemove: (id: string) => void;
}

/** The uploads still running or failed, each with its progress bar or its error. */
export function UploadList({ items, label, onCancel, onRemove }: UploadListProps) {
  if (items.length === 0) return null;
  return (
    <ul className="td-compose-uploads" aria-label={label}>
      {items.map((item) => (
        <UploadProgress key={item.id} item={item} onCancel={onCancel} onRemove={onRemove} />
      ))}
    </ul>
  );
}
