import { api, session, type DashboardSettings } from '@tumbledash/shared';
import { LoadState } from '../form/load-state';
import { SaveStatus } from '../form/save-status';
import { SwitchField } from '../form/switch-field';
import { useLoad } from '../form/use-load';
import { useSave } from '../form/use-save';

const SWITCHES: [keyof DashboardSettings, string, string][] = [
  ['sounds', 'Messaging sounds', 'Play a sound when a message arrives or is sent.'],
  ['multiple_conversations', 'Several conversation windows', 'Keep more than one conversation open at the bottom of the page.'],
  ['keyboard_shortcuts', 'Keyboard shortcuts', 'j, k, l, r and the other keys listed in Help.'],
  ['endless_scrolling', 'Endless scrolling', 'Load the next posts as you reach the end of the page.'],
];

/** Features read these from the session (messaging is_sounds_enabled, B§9; the header's shortcuts): keep it current. */
function shareSettings(settings: DashboardSettings): void {
  const current = session.get();
  if (current.user) session.set({ ...current, user: { ...current.user, is_sounds_enabled: settings.sounds, dashboard_settings: settings } });
}

/** /settings/dashboard: each switch saves as it changes. */
export function DashboardPage() {
  const { state, set } = useLoad<DashboardSettings>('/svc/settings/dashboard');
  const save = useSave();
  const change = async (key: keyof DashboardSettings, on: boolean) => {
    const saved = await save.run(() => api.post<DashboardSettings>('/svc/settings/dashboard', { [key]: on }));
    if (saved) {
      set(saved);
      shareSettings(saved);
    }
  };
  return (
    <section aria-labelledby="td-settings-dashboard">
      <h1 id="td-settings-dashboard">Dashboard</h1>
      <LoadState state={state} />
      {state.status === 'ready' && (
        <div className="td-settings__card">
          {SWITCHES.map(([key, label, description]) => (
            <SwitchField key={key} label={label} description={description} checked={state.data[key]} disabled={save.busy} onChange={(on) => void change(key, on)} />
          ))}
          <SaveStatus state={save.state} />
        </div>
      )}
    </section>
  );
}
