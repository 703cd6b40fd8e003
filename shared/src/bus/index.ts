export * from './events';
export * from './bus';
export * from './rx';
