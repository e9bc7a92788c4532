import { PRODUCTION_REQUIRES } from '../src/config';
import { selectDatabase } from '../src/db/select-database';

// Either package loaded at all fails the test: the production image does not have them.
jest.mock('mongodb-memory-server-core', () => {
  throw new Error('mongodb-memory-server-core was loaded');
});
jest.mock('@kuza/mongo-offline', () => {
  throw new Error('@kuza/mongo-offline was loaded');
});

const quiet = { info: () => {}, warn: () => {} };
const production = {
  nodeEnv: 'production' as const,
  mongodbUri: undefined,
  dataDir: '/nonexistent/kuza-data',
  dbPersist: false,
  mongomsSystemBinary: '/usr/bin/mongod',
};

describe('the embedded database is for development and tests only', () => {
  it('a production API with MONGODB_URI starts without either embedded database package', async () => {
    const database = await selectDatabase({ ...production, mongodbUri: 'mongodb://mongo:27017/kuza' }, quiet);
    expect(database.kind).toBe('mongodb');
  });

  it('a production config without MONGODB_URI is refused before anything embedded is loaded', async () => {
    await expect(selectDatabase(production, quiet)).rejects.toThrow(`MONGODB_URI ${PRODUCTION_REQUIRES.mongodbUri}`);
  });

  it('development loads them only when it needs one', async () => {
    await expect(selectDatabase({ ...production, nodeEnv: 'development' }, quiet)).rejects.toThrow(
      'mongodb-memory-server-core was loaded',
    );
  });
});
