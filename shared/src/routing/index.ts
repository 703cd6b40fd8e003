export * from './use-pathname';
export { pageLocation } from './page-under';
