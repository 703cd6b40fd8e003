export * from './errors';
export * from './client';
export * from './post-on-leave';
