import { tabbables } from './focus';

describe('tabbables', () => {
  it('lists what Tab reaches, without disabled, hidden or negative-tabindex elements', () => {
    document.body.innerHTML = `
      <section id="form">
        <button>One</button>
        <button disabled>Off</button>
        <input type="hidden" />
        <div hidden><button>Hidden</button></div>
        <div tabindex="-1">Not in order</div>
        <textarea aria-label="Two"></textarea>
      </section>`;
    const form = document.getElementById('form') as HTMLElement;
    expect(tabbables(form).map((element) => element.textContent || element.getAttribute('aria-label'))).toEqual(['One', 'Two']);
  });
});
