/**
 * Form-encoded bodies arrive flat (`post[type]` → 'text'); this nests them like JSON would
 * (`{ post: { type: 'text' } }`). Keys that are not well-formed bracket paths stay as they are; a path that
 * would reach into an object's prototype is dropped.
 */
const PATH = /^([^[\]]+)((?:\[[^[\]]*\])+)$/;
const UNSAFE = new Set(['__proto__', 'prototype', 'constructor']);

export function expandBracketKeys(flat: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(flat)) {
    const match = PATH.exec(key);
    if (!match) {
      if (!UNSAFE.has(key)) out[key] = value;
      continue;
    }
    const parts = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!)];
    if (parts.some((part) => UNSAFE.has(part) || part === '')) continue;
    let target = out;
    let ok = true;
    for (const part of parts.slice(0, -1)) {
      const next = target[part];
      if (next === undefined) target[part] = {};
      else if (typeof next !== 'object' || next === null || Array.isArray(next)) {
        ok = false;
        break;
      }
      target = target[part] as Record<string, unknown>;
    }
    if (ok) target[parts.at(-1)!] = value;
  }
  return out;
}
