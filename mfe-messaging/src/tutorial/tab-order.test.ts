import { edgeTabStops, isTabbable, tabStopAfter } from './tab-order';

afterEach(() => document.body.replaceChildren());

describe('tab order', () => {
  it("finds the first Tab stop after an element, skipping what is not a stop and what is in the tip", () => {
    document.body.innerHTML = `
      <nav><button id="balloon">Messaging</button><span tabindex="-1">badge</span><button disabled>Off</button>
        <a>no href</a><div hidden><button>Hidden</button></div><button id="account">Account</button></nav>
      <main><button>Like</button></main>
      <div id="tip"><button>Send a message</button></div>`;
    const tip = document.getElementById('tip')!;
    expect(tabStopAfter(document.getElementById('balloon')!, tip)).toBe(document.getElementById('account'));
    expect(tabStopAfter(document.querySelector('main button')!, tip)).toBeNull();
  });

  it("gives a container's first and last Tab stops, or nothing when it has none", () => {
    document.body.innerHTML = `<div id="tip"><h2>Talk to a blog</h2><button>Send a message</button><input type="hidden"><button>Close</button></div><p id="empty">Words</p>`;
    const stops = edgeTabStops(document.getElementById('tip')!);
    expect(stops?.first).toHaveTextContent('Send a message');
    expect(stops?.last).toHaveTextContent('Close');
    expect(edgeTabStops(document.getElementById('empty')!)).toBeNull();
  });

  it('takes an element the browser does not draw out of the order', () => {
    document.body.innerHTML = '<button>Shown</button>';
    const button = document.querySelector('button')!;
    expect(isTabbable(button)).toBe(true);
    button.checkVisibility = () => false;
    expect(isTabbable(button)).toBe(false);
  });
});
