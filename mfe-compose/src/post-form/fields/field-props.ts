import type { ComposeMode, EditorType, PostType } from '@tumbledash/shared';
import type { FormLimits } from '../../compose/api-types';
import type { SlotsOf } from '../post-model';

/** Work in progress a field reports to the form, which a save waits for (A§5.1). */
export interface PendingReporter {
  images: (delta: number) => void;
  uploads: (count: number) => void;
  openGraph: (loading: boolean) => void;
}

export interface FieldProps<T extends PostType> {
  slots: SlotsOf<T>;
  onChange: (slots: SlotsOf<T>) => void;
  editorType: EditorType;
  mode: ComposeMode;
  limits: FormLimits;
  pending: PendingReporter;
}
