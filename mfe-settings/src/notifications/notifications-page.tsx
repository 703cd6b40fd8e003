import { api, NOTIFICATION_KINDS, type NotificationKind, type NotificationSettings } from '@tumbledash/shared';
import { LoadState } from '../form/load-state';
import { SaveStatus } from '../form/save-status';
import { SwitchField } from '../form/switch-field';
import { useLoad } from '../form/use-load';
import { useSave } from '../form/use-save';

const LABELS: Record<NotificationKind, string> = {
  follower: 'New follower',
  reblog: 'Reblog of your post',
  reply: 'Reply to your post',
  ask: 'New ask',
  message: 'New message',
};

/** /settings/notifications: which activity kinds are emailed to you as they happen. */
export function NotificationsPage() {
  const { state, set } = useLoad<NotificationSettings>('/svc/settings/notifications');
  const save = useSave();
  const change = async (kind: NotificationKind, on: boolean) => {
    const saved = await save.run(() => api.post<NotificationSettings>('/svc/settings/notifications', { [kind]: on }));
    if (saved) set(saved);
  };
  return (
    <section aria-labelledby="td-settings-notifications">
      <h1 id="td-settings-notifications">Notifications</h1>
      <LoadState state={state} />
      {state.status === 'ready' && (
        <fieldset className="td-settings__card">
          <legend>Email me about</legend>
          {NOTIFICATION_KINDS.map((kind) => (
            <SwitchField key={kind} label={LABELS[kind]} checked={state.data[kind]} disabled={save.busy} onChange={(on) => void change(kind, on)} />
          ))}
          <SaveStatus state={save.state} />
        </fieldset>
      )}
    </section>
  );
}
