export { stopSharedDatabase as default } from './global-database';
