import { api, session, type BlogSettings } from '@tumbledash/shared';
import { SaveStatus } from '../form/save-status';
import { SwitchField } from '../form/switch-field';
import { useSave } from '../form/use-save';
import { SEND_FLAG_LABELS, sendFlagSave, type SendFlags } from './send-flags';

/** The session's channels carry the flags too (A§3.2): keep them in step with what was saved. */
function shareFlags(blogName: string, flags: SendFlags): void {
  const current = session.get();
  if (!current.channels.some((channel) => channel.name === blogName)) return;
  session.set({ ...current, channels: current.channels.map((channel) => (channel.name === blogName ? { ...channel, ...flags } : channel)) });
}

/** Whether new posts go out to Twitter and Facebook (A§7.1 /settings/save); each saves as it changes. */
export function SendFlagsForm({ name, settings, onSaved }: { name: string; settings: BlogSettings & SendFlags; onSaved: (settings: BlogSettings & SendFlags) => void }) {
  const save = useSave();
  const change = async (flag: keyof SendFlags, on: boolean) => {
    const saved = await save.run(() => api.post<BlogSettings & SendFlags>('/settings/save', sendFlagSave(name, flag, on)));
    if (saved) {
      onSaved(saved);
      shareFlags(name, { twitter_send_posts: saved.twitter_send_posts, facebook_opengraph_send_posts: saved.facebook_opengraph_send_posts });
    }
  };
  return (
    <fieldset className="td-settings__card">
      <legend>Sharing</legend>
      {SEND_FLAG_LABELS.map(([flag, label]) => (
        <SwitchField key={flag} label={label} checked={settings[flag]} disabled={save.busy} onChange={(on) => void change(flag, on)} />
      ))}
      <SaveStatus state={save.state} />
    </fieldset>
  );
}
