import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, type EnvSource } from '../src/config';

function configErrorOf(env: EnvSource): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected loadConfig to throw');
}

describe('loadConfig', () => {
  it('gives a working local setup when nothing is set', () => {
    const config = loadConfig({});

    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      nodeEnv: 'development',
      mongodbUri: undefined,
      dataDir: path.resolve(__dirname, '..', '..', '.data'),
      dbPersist: true,
      publicWebUrl: 'http://localhost:3000',
      rateLimitMax: 300,
      aiRateLimitMax: 30,
      mediaRateLimitMax: 60,
      logLevel: 'info',
      mongomsSystemBinary: undefined,
      cookieSecure: false,
    });
    expect(config.webOrigins).toEqual(
      [3000, 3001, 3002, 3003, 3004, 3005, 3006].map((port) => `http://localhost:${port}`),
    );
  });

  it('returns a frozen object', () => {
    const config = loadConfig({});

    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.webOrigins)).toBe(true);
  });

  it('keeps the embedded database in memory under NODE_ENV=test unless DB_PERSIST says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).dbPersist).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', DB_PERSIST: 'true' }).dbPersist).toBe(true);
  });

  it('reads every variable it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      NODE_ENV: 'production',
      MONGODB_URI: 'mongodb+srv://user:pw@cluster0.example.net/kuza',
      SMTP_URL: 'smtps://kuza:pw@smtp.example.net:465',
      KUZA_DATA_DIR: '/var/lib/kuza',
      WEB_ORIGINS: 'https://kuza.africa, https://app.kuza.africa/',
      PUBLIC_WEB_URL: 'https://kuza.africa',
      RATE_LIMIT_MAX: '50',
      AI_RATE_LIMIT_MAX: '12',
      MEDIA_RATE_LIMIT_MAX: '9',
      LOG_LEVEL: 'WARN',
      MONGOMS_SYSTEM_BINARY: '/usr/bin/mongod',
    });

    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      nodeEnv: 'production',
      mongodbUri: 'mongodb+srv://user:pw@cluster0.example.net/kuza',
      dataDir: '/var/lib/kuza',
      webOrigins: ['https://kuza.africa', 'https://app.kuza.africa'],
      publicWebUrl: 'https://kuza.africa',
      rateLimitMax: 50,
      aiRateLimitMax: 12,
      mediaRateLimitMax: 9,
      logLevel: 'warn',
      mongomsSystemBinary: '/usr/bin/mongod',
      cookieSecure: true,
    });
  });

  it('fails closed in production: no database, no mail server or a Redis without a password is refused by name', () => {
    const error = configErrorOf({ NODE_ENV: 'production', REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(error.variables).toEqual(['MONGODB_URI', 'SMTP_URL', 'REDIS_URL']);
    expect(error.message).toContain('MONGODB_URI: must be set when NODE_ENV is production');
    expect(error.message).toContain('SMTP_URL: must be set when NODE_ENV is production');
    expect(error.message).toContain('REDIS_URL: must carry a password when NODE_ENV is production');

    const production = {
      NODE_ENV: 'production',
      MONGODB_URI: 'mongodb://kuza:pw@db.internal:27017/kuza',
      SMTP_URL: 'smtp://mail.internal:25',
    };
    expect(loadConfig(production).redisUrl).toBeUndefined();
    expect(loadConfig({ ...production, REDIS_URL: 'redis://:s3cret@redis.internal:6379' }).redisUrl).toBe(
      'redis://:s3cret@redis.internal:6379',
    );
    // Development keeps working with nothing set.
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).mongodbUri).toBeUndefined();
  });

  it('deletes unused pictures after a day, looking every hour, unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ mediaGraceMs: 24 * 3_600_000, mediaCollectIntervalMs: 60 * 60_000 });
    expect(loadConfig({ MEDIA_GRACE_HOURS: '72', MEDIA_COLLECT_MINUTES: '0' })).toMatchObject({
      mediaGraceMs: 72 * 3_600_000,
      mediaCollectIntervalMs: 0,
    });
    const error = configErrorOf({ MEDIA_GRACE_HOURS: '0', MEDIA_COLLECT_MINUTES: 'hourly' });
    expect(error.variables).toEqual(['MEDIA_GRACE_HOURS', 'MEDIA_COLLECT_MINUTES']);
    expect(error.message).toContain('MEDIA_GRACE_HOURS: must be a whole number of hours from 1 to 8760 (got "0")');
  });

  it('lets COOKIE_SECURE override the https guess', () => {
    expect(loadConfig({ PUBLIC_WEB_URL: 'https://kuza.africa', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
    expect(loadConfig({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
  });

  it('rejects a bad PORT and bad WEB_ORIGINS in one error that names both', () => {
    const error = configErrorOf({ PORT: 'eighty', WEB_ORIGINS: 'localhost:3000,http://localhost:3001/app' });

    expect(error.variables).toEqual(['PORT', 'WEB_ORIGINS']);
    expect(error.message).toMatch(/PORT: must be an integer from 0 to 65535 \(got "eighty"\)/);
    expect(error.message).toMatch(/WEB_ORIGINS: .*"localhost:3000".*"http:\/\/localhost:3001\/app"/);
  });

  it('rejects out-of-range and malformed values of the other variables', () => {
    const error = configErrorOf({
      PORT: '70000',
      NODE_ENV: 'staging',
      MONGODB_URI: 'postgres://db',
      DB_PERSIST: 'maybe',
      PUBLIC_WEB_URL: 'kuza.africa',
      RATE_LIMIT_MAX: '0',
      LOG_LEVEL: 'loud',
      COOKIE_SECURE: 'sometimes',
      AI_RATE_LIMIT_MAX: 'lots',
      MEDIA_RATE_LIMIT_MAX: '0',
    });

    expect(error.variables).toEqual([
      'PORT',
      'NODE_ENV',
      'MONGODB_URI',
      'DB_PERSIST',
      'PUBLIC_WEB_URL',
      'RATE_LIMIT_MAX',
      'LOG_LEVEL',
      'COOKIE_SECURE',
      'AI_RATE_LIMIT_MAX',
      'MEDIA_RATE_LIMIT_MAX',
    ]);
  });

  it('runs as one instance sharing nothing, named after the machine and process, trusting no proxy, when nothing is set', () => {
    const config = loadConfig({});

    expect(config.redisUrl).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.instanceId).toBe(`${os.hostname()}-${process.pid}`);
  });

  it('reads REDIS_URL, INSTANCE_ID and TRUST_PROXY as a hop count or as proxy addresses', () => {
    expect(loadConfig({ REDIS_URL: 'redis://:secret@cache:6379/2', INSTANCE_ID: 'api-2' })).toMatchObject({
      redisUrl: 'redis://:secret@cache:6379/2',
      instanceId: 'api-2',
    });
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
  });

  it('refuses a Redis URL of another scheme, a proxy list it cannot read, trusting every proxy, and a name with spaces', () => {
    const error = configErrorOf({
      REDIS_URL: 'http://cache:6379',
      TRUST_PROXY: '10.0.0.0/99,nginx',
      INSTANCE_ID: 'api one',
    });

    expect(error.variables).toEqual(['REDIS_URL', 'TRUST_PROXY', 'INSTANCE_ID']);
    expect(error.message).toMatch(/TRUST_PROXY: must be a hop count .* \(got "10.0.0.0\/99,nginx"\)/);
    expect(configErrorOf({ TRUST_PROXY: 'true' }).variables).toEqual(['TRUST_PROXY']);
    expect(configErrorOf({ TRUST_PROXY: '0' }).variables).toEqual(['TRUST_PROXY']);
  });

  it('answers reads from memory for 1 s at most, never under NODE_ENV=test unless READ_CACHE_MS says so', () => {
    expect(loadConfig({}).readCacheMs).toBe(1000);
    expect(loadConfig({ NODE_ENV: 'test' }).readCacheMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', READ_CACHE_MS: '250' }).readCacheMs).toBe(250);

    const error = configErrorOf({ READ_CACHE_MS: '5000' });
    expect(error.variables).toEqual(['READ_CACHE_MS']);
    expect(error.message).toMatch(/READ_CACHE_MS: must be an integer from 0 to 1000 \(got "5000"\)/);
    expect(configErrorOf({ READ_CACHE_MS: '-1' }).variables).toEqual(['READ_CACHE_MS']);
  });
});
