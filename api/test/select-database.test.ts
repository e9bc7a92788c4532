import { selectDatabase, withDatabaseName } from '../src/db/select-database';

const config = {
  nodeEnv: 'test' as const,
  mongodbUri: undefined,
  dataDir: '/nonexistent/kuza-data',
  dbPersist: false,
  mongomsSystemBinary: undefined,
};

function recordingLogger() {
  const lines: string[] = [];
  return { lines, logger: { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m) } };
}

describe('selectDatabase', () => {
  it('uses MONGODB_URI as given, without starting a server', async () => {
    const { lines, logger } = recordingLogger();

    const database = await selectDatabase({ ...config, mongodbUri: 'mongodb://db.internal:27017/kuza' }, logger);

    expect(database).toMatchObject({ uri: 'mongodb://db.internal:27017/kuza', kind: 'mongodb' });
    await database.stop();
    expect(lines).toEqual([]);
  });

  it('falls back quickly, with a loud warning, when MONGOMS_SYSTEM_BINARY points at no mongod', async () => {
    const { lines, logger } = recordingLogger();
    // mongodb-memory-server reports the failed start on the console itself.
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const started = Date.now();

    const database = await selectDatabase({ ...config, mongomsSystemBinary: '/nonexistent/bin/mongod' }, logger);
    try {
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(database.kind).toBe('offline');
      expect(database.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/kuza/);
      expect(lines.join('\n')).toMatch(/embedded mongod failed to start/);
      expect(lines.join('\n')).toMatch(/TEST \/ OFFLINE tool, NOT a product database/);
    } finally {
      jest.restoreAllMocks();
      await database.stop();
    }
  });
});

describe('withDatabaseName', () => {
  it('adds the database name to a URI that has none', () => {
    expect(withDatabaseName('mongodb://127.0.0.1:5000', 'kuza')).toBe('mongodb://127.0.0.1:5000/kuza');
    expect(withDatabaseName('mongodb://127.0.0.1:5000/?directConnection=true', 'kuza')).toBe(
      'mongodb://127.0.0.1:5000/kuza?directConnection=true',
    );
  });

  it('keeps a database the URI already names', () => {
    expect(withDatabaseName('mongodb://127.0.0.1:5000/other', 'kuza')).toBe('mongodb://127.0.0.1:5000/other');
  });
});
