export * from './use-pathname';
