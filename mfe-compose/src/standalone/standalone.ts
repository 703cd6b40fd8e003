import { bus, mountStandalone, POST_TYPES } from '@tumbledash/shared';
import * as lifecycles from '../app';

/** Alone there is no header: these buttons stand in for its compose button. */
function addComposeButtons(): void {
  const bar = document.createElement('nav');
  bar.setAttribute('aria-label', 'Compose (standalone)');
  bar.style.cssText = 'display:flex;gap:8px;padding:12px;background:#001935';
  const add = (label: string, open: () => void) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = label;
    button.addEventListener('click', open);
    bar.appendChild(button);
  };
  add('Compose', () => bus.emit('compose:open', { mode: 'new' }));
  for (const type of POST_TYPES) add(`New ${type}`, () => bus.emit('compose:open', { mode: 'new', type }));
  document.body.prepend(bar);
}

addComposeButtons();
void mountStandalone('mfe-compose', lifecycles);
