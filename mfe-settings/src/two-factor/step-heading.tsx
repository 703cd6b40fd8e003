import type { ReactNode, Ref } from 'react';

/** A two-factor step's heading: where the keyboard focus lands when the step replaces the one before. */
export function StepHeading({ ref, children }: { ref: Ref<HTMLHeadingElement>; children: ReactNode }) {
  return (
    <h2 tabIndex={-1} ref={ref}>
      {children}
    </h2>
  );
}
