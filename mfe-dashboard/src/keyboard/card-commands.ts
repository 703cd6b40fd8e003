/** What the keyboard can do to one post card (l, r, s). */
export interface CardCommands {
  like(): void;
  reblog(): void;
  share(): void;
}

const registry = new WeakMap<Element, CardCommands>();

/** A card offers its commands while mounted; keyed by its article element. */
export function registerCardCommands(card: Element, commands: CardCommands): () => void {
  registry.set(card, commands);
  return () => {
    if (registry.get(card) === commands) registry.delete(card);
  };
}

export function cardCommands(card: Element): CardCommands | undefined {
  return registry.get(card);
}
