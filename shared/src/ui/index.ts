export * from './remote-error-fallback';
