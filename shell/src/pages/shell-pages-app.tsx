import type { LifeCycles } from 'single-spa';
import { remoteLifecycles } from '@tumbledash/shared';
import { ShellPages } from './shell-pages';

/** The shell's own pages (log in, sign up, not found) as a single-spa application. */
export const shellPagesLifecycles: LifeCycles = remoteLifecycles(ShellPages, 'This page');
