export * from './config';
export * from './security-headers';
export * from './serve';
export * from './webpack-config';
export * from './prerender';
export * from './prerendered-files';
export * from './server-drawn';
export { sharedSingletons } from './shared';
