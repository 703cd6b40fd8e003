import { useState } from 'react';
import { Popover } from '@tumbledash/shared';

/** A popover another remote opens over the compose window without taking focus (as a hint would). */
export function HintAbove({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <Popover open={open} anchor={{ top: 0, left: 0, width: 10, height: 10 }} label="Hint" autoFocus={false} onClose={close}>
      <p>A hint</p>
    </Popover>
  );
}
