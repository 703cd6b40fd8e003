import { navigateToUrl } from 'single-spa';

export function NotFoundPage() {
  return (
    <section className="td-page td-page--narrow" aria-labelledby="td-not-found-title">
      <h1 id="td-not-found-title">There's nothing here.</h1>
      <p>
        <a href="/dashboard" onClick={navigateToUrl}>
          Back to the dashboard
        </a>
      </p>
    </section>
  );
}
