export * from './config';
export * from './serve';
export * from './webpack-config';
