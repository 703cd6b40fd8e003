import { FORBIDDEN_MESSAGE } from '../form/messages';
import { SpaLink } from './spa-link';

/** What a 403 shows: the spec's words, not the technical-trouble alert. */
export function Forbidden() {
  return (
    <section aria-labelledby="td-settings-forbidden">
      <h1 id="td-settings-forbidden">{FORBIDDEN_MESSAGE}</h1>
      <p>
        <SpaLink href="/dashboard">Back to the dashboard</SpaLink>
      </p>
    </section>
  );
}
