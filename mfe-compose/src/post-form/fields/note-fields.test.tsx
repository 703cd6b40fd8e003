import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LIMITS } from '../../test-support/fixtures';
import type { SlotsOf } from '../post-model';
import { NoteFields } from './note-fields';

const pending = { images: jest.fn(), uploads: jest.fn(), openGraph: jest.fn() };
let latest: SlotsOf<'note'> | null = null;

function Note({ editorType }: { editorType: 'markdown' | 'rich' }) {
  const [slots, setSlots] = useState<SlotsOf<'note'>>({ type: 'note', ask: 'Do you ever sleep?', answer: '', caption: '' });
  latest = slots;
  return <NoteFields slots={slots} onChange={setSlots} editorType={editorType} mode="edit" limits={LIMITS} pending={pending} />;
}

it('shows the question as asked and edits the answer and the caption', async () => {
  const user = userEvent.setup();
  render(<Note editorType="markdown" />);
  expect(screen.getByText('Do you ever sleep?')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Answer' }), 'Only on weekends.');
  await user.type(screen.getByRole('textbox', { name: 'Caption' }), 'Asked at 3 am.');
  expect(latest).toMatchObject({ ask: 'Do you ever sleep?', answer: 'Only on weekends.', caption: 'Asked at 3 am.' });
});
