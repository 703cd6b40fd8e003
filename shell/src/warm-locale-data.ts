/**
 * Builds the reader's date and number formats once, in a task of its own while the remotes' code is on its
 * way. ICU's first start costs ~25 ms here (~100 ms at 4x CPU) and otherwise lands inside the first post's
 * render (the post card's date); ICU keeps its data per process, so any remote's formats cost ~0.1 ms after.
 */
export function warmLocaleData(): void {
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  new Intl.NumberFormat().format(0);
  new Intl.PluralRules().select(0);
}
