import { SpaLink } from '../layout/spa-link';

const SHORTCUTS: [string, string][] = [
  ['j / k', 'Next / previous post'],
  ['l', 'Like the post'],
  ['r', 'Reblog the post'],
  ['s', 'Share the post'],
  ['.', 'Back to the top'],
  ['alt + c (Mac), z + c (elsewhere)', 'Open fast compose'],
  ['Escape', 'Close a dialog, popover or the blog viewer'],
];

/** /help: keyboard shortcuts, messaging, posts and the queue. Open to everyone. */
export function HelpPage() {
  return (
    <article className="td-settings__help" aria-labelledby="td-help-title">
      <h1 id="td-help-title">Help</h1>
      <section aria-labelledby="td-help-keys">
        <h2 id="td-help-keys">Keyboard shortcuts</h2>
        <p>
          They work on the dashboard and in the blog viewer, never while you type. Turn them off in{' '}
          <SpaLink href="/settings/dashboard">Dashboard settings</SpaLink>.
        </p>
        <table>
          <thead>
            <tr>
              <th scope="col">Keys</th>
              <th scope="col">What they do</th>
            </tr>
          </thead>
          <tbody>
            {SHORTCUTS.map(([keys, action]) => (
              <tr key={keys}>
                <td>
                  <kbd>{keys}</kbd>
                </td>
                <td>{action}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="td-help-messages">
        <h2 id="td-help-messages">Messaging</h2>
        <p>
          Tap the balloon in the header, type a blog's name and start a conversation. You can message blogs you follow once
          your email address is verified; some blogs take messages only from blogs they follow. Sounds and several open
          conversation windows are switched in <SpaLink href="/settings/dashboard">Dashboard settings</SpaLink>.
        </p>
      </section>
      <section aria-labelledby="td-help-posts">
        <h2 id="td-help-posts">Posts, drafts and the queue</h2>
        <p>
          The pencil button opens the seven post types: text, photo, quote, link, chat, audio and video. A post can be
          published now, saved as a draft, posted privately (only your blog's members see it), scheduled for a date or
          added to the queue, which publishes one post after another. Drafts, the queue and your inbox of asks and
          submissions have their own pages under your blog.
        </p>
      </section>
      <section aria-labelledby="td-help-account">
        <h2 id="td-help-account">Your account</h2>
        <p>
          Change your email, Safe Mode, password and two-factor authentication in <SpaLink href="/settings/account">Settings</SpaLink>.
        </p>
      </section>
    </article>
  );
}
