export * from './blog';
export * from './user';
export * from './post';
export * from './messaging';
export * from './activity';
export * from './compose';
export * from './share';
export * from './settings';
