import { api, type BlogSettings, type BlogSwitches } from '@tumbledash/shared';
import { SaveStatus } from '../form/save-status';
import { SwitchField } from '../form/switch-field';
import { useSave } from '../form/use-save';

const SWITCHES: [keyof BlogSwitches, string][] = [
  ['asks', 'Let people ask questions'],
  ['anonymous_asks', 'Allow anonymous questions'],
  ['submissions', 'Accept submissions'],
  ['can_receive_messages', 'Can receive messages'],
  ['messages_from_followers_only', 'Messages only from blogs I follow'],
];

/** The switches the ask form, submissions and messaging read; each saves as it changes. */
export function BlogSwitchesForm({ name, settings, onSaved }: { name: string; settings: BlogSettings; onSaved: (settings: BlogSettings) => void }) {
  const save = useSave();
  const change = async (key: keyof BlogSwitches, on: boolean) => {
    const saved = await save.run(() => api.post<BlogSettings>(`/svc/settings/blog/${encodeURIComponent(name)}`, { [key]: on }));
    if (saved) onSaved(saved);
  };
  return (
    <fieldset className="td-settings__card">
      <legend>Asks, submissions and messages</legend>
      {SWITCHES.map(([key, label]) => (
        <SwitchField
          key={key}
          label={label}
          checked={settings[key]}
          disabled={save.busy || (key === 'anonymous_asks' && !settings.asks) || (key === 'messages_from_followers_only' && !settings.can_receive_messages)}
          onChange={(on) => void change(key, on)}
        />
      ))}
      <SaveStatus state={save.state} />
    </fieldset>
  );
}
