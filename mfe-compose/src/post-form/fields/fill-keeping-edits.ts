/**
 * The fields a source fills (an audio file's tags, a link's preview) after it answers again: an empty field, or
 * one still holding exactly what the source's previous answer put there, takes the new answer's value; a field
 * the person changed keeps their words. `filledBefore` must be what the source itself said last time, not the
 * merged fields, or a kept field would count as the source's and be lost on the answer after.
 */
export function fillKeepingEdits<T extends Record<keyof T, string>>(current: NoInfer<T>, filledBefore: NoInfer<T>, answer: T): T {
  const next = { ...answer };
  for (const field of Object.keys(answer) as (keyof T)[]) {
    if (current[field] !== '' && current[field] !== filledBefore[field]) next[field] = current[field];
  }
  return next;
}
