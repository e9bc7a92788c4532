export { start } from './server';
export type { MongoOfflineOptions, MongoOfflineServer } from './server';
