import type { SharePopoverData } from '@tumbledash/shared';
import type { SharePanel } from './popover-state';
import { mailtoHref } from './share-windows';

export type DirectNetwork = 'pinterest' | 'reddit';

interface NetworkOption {
  key: Exclude<SharePanel, 'main'> | DirectNetwork;
  label: string;
  shown: (data: SharePopoverData) => boolean;
}

/** B§2's order: Facebook, Reddit, Pinterest, Twitter, Email, Permalink, Embed code, Report. */
const OPTIONS: NetworkOption[] = [
  { key: 'facebook', label: 'Facebook', shown: (data) => data.show_facebook },
  { key: 'reddit', label: 'Reddit', shown: (data) => data.show_reddit },
  { key: 'pinterest', label: 'Pinterest', shown: (data) => data.show_pinterest && data.pinterest_share_window !== null },
  { key: 'twitter', label: 'Twitter', shown: (data) => data.show_twitter },
  { key: 'email', label: 'Email', shown: (data) => data.show_email },
  { key: 'permalink', label: 'Permalink', shown: (data) => data.show_permalink },
  { key: 'embed', label: 'Embed code', shown: (data) => data.show_embed && data.embed_code !== '' },
  { key: 'report', label: 'Report', shown: (data) => data.show_reporting_links },
];

const DIRECT = new Set<string>(['pinterest', 'reddit']);

interface NetworksRowProps {
  data: SharePopoverData;
  disabled: boolean;
  onOpen: (panel: Exclude<SharePanel, 'main'>) => void;
  /** Pinterest and Reddit open the network's window at once (share_fallback). */
  onDirect: (network: DirectNetwork) => void;
}

/**
 * The external networks row (B§2); what shows follows the share data's show_* flags (A§3.8). A visitor who is not
 * signed in emails through their own mail program: Email is then a mailto link (A§6).
 */
export function NetworksRow({ data, disabled, onOpen, onDirect }: NetworksRowProps) {
  return (
    <ul className="td-share__networks" aria-label="Share elsewhere">
      {OPTIONS.filter((option) => option.shown(data)).map((option) => (
        <li key={option.key}>
          {option.key === 'email' && !data.has_user ? (
            <a className="td-share__network td-share__network--email" data-network="email" href={mailtoHref(data)}>
              <span className="td-share__network-icon" aria-hidden="true">
                E
              </span>
              <span className="td-share__network-label">Email</span>
            </a>
          ) : (
            <button
              type="button"
              className={`td-share__network td-share__network--${option.key}`}
              data-network={option.key}
              disabled={disabled}
              onClick={() => (DIRECT.has(option.key) ? onDirect(option.key as DirectNetwork) : onOpen(option.key as Exclude<SharePanel, 'main'>))}
            >
              <span className="td-share__network-icon" aria-hidden="true">
                {option.label.charAt(0)}
              </span>
              <span className="td-share__network-label">{option.label}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
