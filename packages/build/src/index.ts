export * from './config';
export * from './security-headers';
export * from './serve';
export * from './webpack-config';
