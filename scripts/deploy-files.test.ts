import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** What deploy/ promises (docs/deploying.md), checked without Docker: this machine has none. */
const deploy = path.resolve(__dirname, '..', 'deploy');
const read = (file: string) => fs.readFileSync(path.join(deploy, file), 'utf8');

interface ComposeService {
  image?: string;
  build?: { dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
}

describe('the deployment files', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };

  it('compose runs MongoDB 7 as a replica set of one, Redis, two API replicas and the gateway', () => {
    const { mongo, redis, gateway, ...rest } = compose.services;
    expect(mongo?.image).toBe('mongo:7');
    expect(mongo?.command).toEqual(expect.arrayContaining(['--replSet', 'rs0', '--keyFile']));
    // Access control: a root user, and the APIs connect as it.
    expect(mongo?.environment?.MONGO_INITDB_ROOT_PASSWORD).toMatch(/^\$\{MONGO_PASSWORD:\?/);
    expect(mongo?.healthcheck?.test.join(' ')).toContain('rs.initiate');
    expect(redis?.image).toMatch(/^redis:/);
    expect(redis?.command).toEqual(expect.arrayContaining(['--requirepass']));
    const apis = Object.entries(rest).filter(([, service]) => service.build?.dockerfile === 'deploy/api.Dockerfile');
    expect(apis.map(([name]) => name)).toEqual(['api-1', 'api-2']);
    for (const [name, api] of apis) {
      expect(api.environment?.INSTANCE_ID).toBe(name);
      expect(api.environment?.MONGODB_URI).toContain('replicaSet=rs0');
      expect(api.environment?.MONGODB_URI).toMatch(/^mongodb:\/\/kuza:\$\{MONGO_PASSWORD:\?[^}]+\}@mongo:27017\//);
      // Production refuses a Redis without a password, and a start without mail.
      expect(api.environment?.REDIS_URL).toBe(
        'redis://:${REDIS_PASSWORD:?set REDIS_PASSWORD in deploy/.env}@redis:6379',
      );
      expect(api.environment?.SMTP_URL).toMatch(/^\$\{SMTP_URL:\?/);
      expect(api.depends_on?.mongo?.condition).toBe('service_healthy');
    }
    expect(gateway?.build?.dockerfile).toBe('deploy/gateway.Dockerfile');
    expect(Object.keys(gateway?.depends_on ?? {})).toEqual(['api-1', 'api-2']);
  });

  it('each image is built in stages, runs as a non-root user and checks its own health', () => {
    for (const file of ['api.Dockerfile', 'gateway.Dockerfile']) {
      const dockerfile = read(file);
      expect(dockerfile.match(/^FROM /gm)?.length ?? 0).toBeGreaterThanOrEqual(2);
      expect(dockerfile).toMatch(/^USER (node|nginx)$/m);
      expect(dockerfile).toMatch(/^HEALTHCHECK /m);
    }
  });

  it('the API image carries every workspace package the API depends on, with its manifest for the install', () => {
    const dockerfile = read('api.Dockerfile');
    const manifest = JSON.parse(fs.readFileSync(path.resolve(deploy, '../api/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const workspaces = Object.keys(manifest.dependencies).filter((name) => name.startsWith('@kuza/'));
    expect(workspaces).toContain('@kuza/ui');
    for (const name of workspaces) {
      const folder = `packages/${name.slice('@kuza/'.length)}`;
      expect(dockerfile).toContain(`COPY ${folder}/package.json ${folder}/`);
      expect(dockerfile).toContain(`COPY ${folder} ${folder}`);
    }
    // The API's own messages in every language, read at start (api/src/lib/i18n.ts).
    expect(dockerfile).toContain('COPY api/locales api/locales');
  });

  it('the API image has no embedded database: the API needs neither at run time and the image installs no development package', () => {
    const dockerfile = read('api.Dockerfile');
    const root = path.resolve(deploy, '..');
    interface Manifest {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    }
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'api/package.json'), 'utf8')) as Manifest;
    const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, Partial<Manifest>>;
    };
    for (const name of ['@kuza/mongo-offline', 'mongodb-memory-server-core']) {
      // The tests and `npm start` still have them; the install reads the lock's copy of the manifest.
      expect(manifest.devDependencies).toHaveProperty([name]);
      expect(manifest.dependencies).not.toHaveProperty([name]);
      expect(lock.packages.api?.dependencies).not.toHaveProperty([name]);
    }
    const apiInstalls = [...dockerfile.matchAll(/npm (?:install|ci)\b[^\n]*/g)].filter(([line]) =>
      line.includes('@kuza/api'),
    );
    expect(apiInstalls).toHaveLength(1);
    expect(apiInstalls[0]![0]).toContain('--omit=dev');
    expect(dockerfile).not.toContain('packages/mongo-offline');
  });

  it('each file the images copy from the repository exists', () => {
    const root = path.resolve(deploy, '..');
    for (const file of ['api.Dockerfile', 'gateway.Dockerfile']) {
      for (const [, source] of read(file).matchAll(/^COPY (?!--from)(?:--\S+ )*(\S+)/gm)) {
        if (source !== '.') expect(fs.existsSync(path.join(root, source!))).toBe(true);
      }
    }
  });
});
