import { useId, type ReactNode } from 'react';

interface SubPanelProps {
  title: string;
  onBack: () => void;
  children: ReactNode;
  backDisabled?: boolean;
}

/** A network's sub-panel (B§2): a Back button and a title above its content. */
export function SubPanel({ title, onBack, children, backDisabled = false }: SubPanelProps) {
  const headingId = useId();
  return (
    <section className="td-share__panel" aria-labelledby={headingId}>
      <div className="td-share__panel-head">
        <button type="button" className="td-share__back" onClick={onBack} disabled={backDisabled}>
          <span aria-hidden="true">‹ </span>Back
        </button>
        <h2 id={headingId} className="td-share__title">
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}
