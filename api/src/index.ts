// The package entry (package.json "main"), for tools that run the API in-process, such as e2e.
export { buildApp, type AppDeps } from './app';
export { loadConfig, ConfigError, type Config } from './config';
export { selectDatabase, type DatabaseKind, type SelectedDatabase } from './db/select-database';
export { startServer, type RunningServer } from './server';
