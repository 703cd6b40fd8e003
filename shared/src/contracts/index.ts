// Pure contracts (no browser or React code): the api server imports this entry too.
export * from './types';
export * from './account';
export * from './api';
export type * from './wire';
export * from './share-rules';
export * from './peepr';
export * from './preloaded';
export * from './image-variants';
export * from './theme-colors';
export * from './build-contracts';
export * from './embed-players';
export * from './call-to-action';
export * from './accepted-links';
export * from './behaviour-log';
