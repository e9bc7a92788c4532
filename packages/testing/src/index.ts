export * from './api';
export * from './fixtures';
export * from './render-page';
