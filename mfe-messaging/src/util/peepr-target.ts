import type { MouseEvent } from 'react';
import { bus } from '@tumbledash/shared';
import { isPlainClick } from './spa-link';

/**
 * Marks a blog name or avatar as a peepr target (mfe-peepr README "Peepr targets"): the blog viewer's hover card
 * shows on it and a click opens the viewer.
 */
export function peeprTarget(blogName: string): { 'data-peepr': string } {
  return { 'data-peepr': JSON.stringify({ tumblelog: blogName }) };
}

/**
 * A plain click on a peepr target inside this element opens the blog viewer: taken here (the bus holds the request
 * until the viewer loads), so the viewer's page-wide listener leaves it alone. True when it did.
 */
export function openPeeprTarget(event: MouseEvent): boolean {
  if (!isPlainClick(event) || !(event.target instanceof Element)) return false;
  const target = event.target.closest('[data-peepr]');
  if (!target || !event.currentTarget.contains(target)) return false;
  try {
    const { tumblelog } = JSON.parse(target.getAttribute('data-peepr') ?? '') as { tumblelog?: unknown };
    if (typeof tumblelog !== 'string') return false;
    event.preventDefault();
    bus.emit('peepr:open', { blogName: tumblelog });
    return true;
  } catch {
    return false;
  }
}
