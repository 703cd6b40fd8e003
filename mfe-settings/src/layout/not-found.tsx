import { SpaLink } from './spa-link';

export function NotFound() {
  return (
    <section aria-labelledby="td-settings-not-found">
      <h1 id="td-settings-not-found">There's nothing here.</h1>
      <p>
        <SpaLink href="/settings/account">Back to your settings</SpaLink>
      </p>
    </section>
  );
}
