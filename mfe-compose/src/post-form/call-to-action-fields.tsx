import { useId, useState } from 'react';
import { CTA_TEXTS } from '@tumbledash/shared';
import { UrlField } from './fields/url-field';

export interface CallToActionFieldsProps {
  enabled: boolean;
  textCode: number;
  linkUrl: string;
  onChange: (patch: { enableCTA?: boolean; ctaTextCode?: number; ctaLinkUrl?: string }) => void;
}

/** The post's call-to-action button (A§3.3 enableCTA, ctaTextCode, ctaLinkUrl; B§2): on or off, its text and its link. */
export function CallToActionFields({ enabled, textCode, linkUrl, onChange }: CallToActionFieldsProps) {
  const switchId = useId();
  const textId = useId();
  // Open from the start when the edited post already has a button.
  const [openAtFirst] = useState(enabled);
  return (
    <details className="td-compose-options" open={openAtFirst}>
      <summary className="td-compose-options__summary">Call-to-action button</summary>
      <label className="td-compose-checkbox" htmlFor={switchId}>
        <input id={switchId} type="checkbox" checked={enabled} onChange={(event) => onChange({ enableCTA: event.target.checked })} />
        Add a call-to-action button
      </label>
      {enabled && (
        <div className="td-compose-options__grid">
          <label htmlFor={textId} className="td-compose-label">
            Button text
          </label>
          <select id={textId} className="td-compose-input" value={textCode} onChange={(event) => onChange({ ctaTextCode: Number(event.target.value) })}>
            {CTA_TEXTS.map((text, code) => (
              <option key={text} value={code}>
                {text}
              </option>
            ))}
          </select>
          <UrlField label="Button link" value={linkUrl} onChange={(ctaLinkUrl) => onChange({ ctaLinkUrl })} />
        </div>
      )}
    </details>
  );
}
