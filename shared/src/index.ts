export * from './contracts';
export * from './bus';
export * from './session';
export * from './api';
export * from './ui';
export * from './routing';
export * from './standalone';
export * from './preloaded';
