export * from './base-api';
export * from './runtime-config';
export * from './session-actions';
export * from './session-api';
export * from './session-slice';
export * from './store';
export * from './use-sign-out';
