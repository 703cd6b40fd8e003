import { focusAfterLeaving } from './focus-after-leaving';

const list = { item: 'li', list: 'ul' };

function page(names: string[]) {
  document.body.innerHTML = `<section><h2 tabindex="-1">Following</h2><ul tabindex="-1">${names
    .map((name) => `<li><a href="/blog/${name}">${name}</a><button>Unfollow ${name}</button></li>`)
    .join('')}</ul></section>`;
  const button = (name: string) => Array.from(document.querySelectorAll('button')).find((element) => element.textContent === `Unfollow ${name}`)!;
  const remove = (name: string) => button(name).closest('li')!.remove();
  return { button, remove };
}

describe('focusAfterLeaving', () => {
  it('moves focus to the next item once the item has left the list', async () => {
    const { button, remove } = page(['ann', 'bob', 'cy']);
    button('bob').focus();
    const land = focusAfterLeaving(button('bob'), list);
    land();
    expect(document.activeElement).toBe(button('bob'));
    remove('bob');
    await Promise.resolve();
    expect(document.activeElement?.textContent).toBe('cy');
    expect(document.activeElement).not.toBe(document.body);
  });

  it('takes the control the caller asks for, and the item before when it was the last', () => {
    const { button, remove } = page(['ann', 'bob']);
    const land = focusAfterLeaving(button('bob'), { ...list, control: (item) => item.querySelector('button') });
    remove('bob');
    land();
    expect(document.activeElement).toBe(button('ann'));
  });

  it('goes to the empty place when no item is left, else to the list', () => {
    const { button, remove } = page(['ann']);
    const heading = document.querySelector('h2')!;
    const land = focusAfterLeaving(button('ann'), { ...list, empty: () => heading });
    remove('ann');
    land();
    expect(document.activeElement).toBe(heading);

    const again = page(['bob']);
    const landOnList = focusAfterLeaving(again.button('bob'), list);
    again.remove('bob');
    landOnList();
    expect(document.activeElement).toBe(document.querySelector('ul'));
  });

  it('hears the list itself go with its last item', async () => {
    const { button } = page(['ann']);
    const heading = document.querySelector('h2')!;
    const land = focusAfterLeaving(button('ann'), { ...list, empty: () => heading });
    land();
    document.querySelector('ul')!.replaceWith(Object.assign(document.createElement('p'), { textContent: 'Nobody.' }));
    await Promise.resolve();
    expect(document.activeElement).toBe(heading);
  });

  it('leaves focus where the person moved it meanwhile', () => {
    const { button, remove } = page(['ann', 'bob']);
    const land = focusAfterLeaving(button('ann'), list);
    document.querySelector('h2')!.focus();
    remove('ann');
    land();
    expect(document.activeElement).toBe(document.querySelector('h2'));
  });

  it('counts only the outermost items, not an item nested in one', () => {
    document.body.innerHTML = `<ul><li><button>One</button><ul><li><button>Inner</button></li></ul></li><li><button>Two</button></li></ul>`;
    const [one] = Array.from(document.querySelectorAll('button'));
    const land = focusAfterLeaving(one!, { item: 'li', list: 'ul' });
    one!.closest('li')!.remove();
    land();
    expect(document.activeElement?.textContent).toBe('Two');
  });
});
