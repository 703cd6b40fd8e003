export * from './transition-root';
export * from './remote-lifecycles';
