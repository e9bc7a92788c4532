import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { productionConfig, remotesJson, type WebConfig } from './config';

const base: WebConfig = { host: 'localhost', portOffset: 0, apiUrl: 'http://localhost:4000', remoteOverrides: {} };

describe('the remotes manifest', () => {
  it('points every remote at its own port by default', () => {
    expect(remotesJson(base)).toEqual({
      marketing: 'http://localhost:3001/mf-manifest.json',
      auth: 'http://localhost:3002/mf-manifest.json',
      onboarding: 'http://localhost:3003/mf-manifest.json',
      dashboard: 'http://localhost:3004/mf-manifest.json',
      decks: 'http://localhost:3005/mf-manifest.json',
      resumes: 'http://localhost:3006/mf-manifest.json',
    });
  });

  it('shifts ports by the offset and applies per-remote overrides', () => {
    const remotes = remotesJson({
      ...base,
      portOffset: 100,
      remoteOverrides: { decks: 'https://cdn.example/decks/v2/mf-manifest.json' },
    });
    expect(remotes.marketing).toBe('http://localhost:3101/mf-manifest.json');
    expect(remotes.decks).toBe('https://cdn.example/decks/v2/mf-manifest.json');
  });

  it('re-reads the remotes file on every call, so a remote is repointed without a rebuild', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-remotes-')), 'remotes.json');
    fs.writeFileSync(file, JSON.stringify({ auth: 'http://localhost:9999/mf-manifest.json' }));
    expect(remotesJson({ ...base, remotesFile: file }).auth).toBe('http://localhost:9999/mf-manifest.json');
    fs.writeFileSync(file, JSON.stringify({ auth: 'http://localhost:8888/mf-manifest.json' }));
    expect(remotesJson({ ...base, remotesFile: file }).auth).toBe('http://localhost:8888/mf-manifest.json');
  });

  it('keeps serving the last good remotes while the file is half written, and says why', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-remotes-')), 'remotes.json');
    fs.writeFileSync(file, JSON.stringify({ auth: 'http://localhost:7777/mf-manifest.json' }));
    expect(remotesJson({ ...base, remotesFile: file }).auth).toBe('http://localhost:7777/mf-manifest.json');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      fs.writeFileSync(file, '');
      expect(remotesJson({ ...base, remotesFile: file }).auth).toBe('http://localhost:7777/mf-manifest.json');
      fs.writeFileSync(file, '{"auth": "http://localhost:66');
      expect(remotesJson({ ...base, remotesFile: file }).auth).toBe('http://localhost:7777/mf-manifest.json');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('serving the last good remotes'));
    } finally {
      warn.mockRestore();
    }
  });

  it('refuses a remotes file that never read well, naming the file and the fault', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-remotes-')), 'remotes.json');
    fs.writeFileSync(file, JSON.stringify({ auth: 42 }));
    expect(() => remotesJson({ ...base, remotesFile: file })).toThrow(
      `KUZA_REMOTES_FILE ${file} could not be used: the URL of "auth" must be a string`,
    );
    fs.writeFileSync(file, '[]');
    expect(() => remotesJson({ ...base, remotesFile: file })).toThrow('must be a JSON object');
  });
});

describe('the production topology settings', () => {
  it('defaults to port 8080, two API processes and the store under .data', () => {
    const config = productionConfig({});
    expect(config.port).toBe(8080);
    expect(config.apiInstances).toBe(2);
    expect(config.releasesDir.endsWith(path.join('.data', 'releases'))).toBe(true);
  });

  it('names the variable and the value it refuses', () => {
    expect(() => productionConfig({ KUZA_PROD_PORT: 'eighty' })).toThrow(
      'KUZA_PROD_PORT must be an integer from 1 to 65525 (got "eighty")',
    );
    expect(() => productionConfig({ KUZA_API_INSTANCES: '0' })).toThrow(
      'KUZA_API_INSTANCES must be an integer from 1 to 8 (got "0")',
    );
  });
});
