import { api, type SessionInfo } from '@tumbledash/shared';
import { LoadState } from '../form/load-state';
import { SaveStatus } from '../form/save-status';
import { useLoad } from '../form/use-load';
import { useSave } from '../form/use-save';
import { describeUserAgent } from './user-agent';

const when = (iso: string | null) => (iso ? new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : 'unknown');

/** /settings/apps: where the account is signed in, with "Sign out" for each other session. */
export function AppsPage() {
  const { state, set } = useLoad<{ sessions: SessionInfo[] }>('/svc/settings/apps');
  const save = useSave();
  const signOut = async (session: SessionInfo) => {
    const result = await save.run(() => api.post<{ sessions: SessionInfo[] }>(`/svc/settings/apps/${session.id}/revoke`, {}), `Signed out ${describeUserAgent(session.user_agent)}.`);
    if (result) set(result);
  };
  return (
    <section aria-labelledby="td-settings-apps">
      <h1 id="td-settings-apps">Apps and sessions</h1>
      <LoadState state={state} />
      {state.status === 'ready' && (
        <div className="td-settings__card">
          <ul className="td-settings__sessions">
            {state.data.sessions.map((session) => (
              <li key={session.id}>
                <div>
                  <strong>{describeUserAgent(session.user_agent)}</strong>
                  {session.current && <span className="td-settings__badge"> This device</span>}
                  <p className="td-settings__hint">
                    Signed in {when(session.created_at)} · last seen {when(session.last_seen_at)} · IP {session.ip ?? 'unknown'}
                  </p>
                </div>
                {!session.current && (
                  <button type="button" onClick={() => void signOut(session)} aria-label={`Sign out ${describeUserAgent(session.user_agent)}, signed in ${when(session.created_at)}`}>
                    Sign out
                  </button>
                )}
              </li>
            ))}
          </ul>
          <SaveStatus state={save.state} />
        </div>
      )}
    </section>
  );
}
