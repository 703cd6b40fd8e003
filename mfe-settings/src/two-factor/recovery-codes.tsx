import { useEffect, useRef } from 'react';

/** The one-time recovery codes, shown once right after two-factor was turned on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="td-settings__card" aria-labelledby="td-settings-recovery">
      <h2 id="td-settings-recovery" tabIndex={-1} ref={heading}>
        Your recovery codes
      </h2>
      <p>Each code signs you in once if you lose your phone. Keep them somewhere safe: they are not shown again.</p>
      <ul className="td-settings__codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onDone}>
        I saved them
      </button>
    </section>
  );
}
