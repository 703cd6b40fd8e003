import type { FormSlots } from './post-model';
import type { FieldProps } from './fields/field-props';
import { AudioFields } from './fields/audio-fields';
import { ChatFields } from './fields/chat-fields';
import { LinkFields } from './fields/link-fields';
import { NoteFields } from './fields/note-fields';
import { PhotoFields } from './fields/photo-fields';
import { QuoteFields } from './fields/quote-fields';
import { TextFields } from './fields/text-fields';
import { VideoFields } from './fields/video-fields';

export type CommonFieldProps = Omit<FieldProps<'text'>, 'slots' | 'onChange'>;

export interface TypeFieldsProps extends CommonFieldProps {
  slots: FormSlots;
  onChange: (slots: FormSlots) => void;
}

/** The fields of the post's type (A§3.4). */
export function TypeFields({ slots, onChange, ...common }: TypeFieldsProps) {
  switch (slots.type) {
    case 'text':
      return <TextFields slots={slots} onChange={onChange} {...common} />;
    case 'photo':
      return <PhotoFields slots={slots} onChange={onChange} {...common} />;
    case 'quote':
      return <QuoteFields slots={slots} onChange={onChange} {...common} />;
    case 'link':
      return <LinkFields slots={slots} onChange={onChange} {...common} />;
    case 'chat':
      return <ChatFields slots={slots} onChange={onChange} {...common} />;
    case 'audio':
      return <AudioFields slots={slots} onChange={onChange} {...common} />;
    case 'video':
      return <VideoFields slots={slots} onChange={onChange} {...common} />;
    case 'note':
      return <NoteFields slots={slots} onChange={onChange} {...common} />;
  }
}
