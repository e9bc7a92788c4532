export * from './constants';
export * from './routes';
export * from './runtime-config';
export * from './validation';
