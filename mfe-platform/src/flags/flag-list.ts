import type { FeatureFlag } from '../platform/platform-api';

/** The list with one flag's state replaced (a press shown at once, a refusal put back, the server's answer). */
export function withFlag(flags: FeatureFlag[], name: string, enabled: boolean): FeatureFlag[] {
  return flags.map((flag) => (flag.name === name ? { ...flag, enabled } : flag));
}

export const onOff = (enabled: boolean) => (enabled ? 'On' : 'Off');

/** What the console says when the server keeps a flag as it was. */
export const refusalText = (name: string, enabled: boolean, reason: string) => `${name} stays ${onOff(enabled)}: ${reason}`;
