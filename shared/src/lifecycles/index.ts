export * from './transition-root';
