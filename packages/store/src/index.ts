export * from './base-api';
export * from './runtime-config';
export * from './session-slice';
export * from './store';
