import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fillTemplate, gatewayConfig, writeGateway } from './gateway';

describe('the gateway config', () => {
  const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'kuza-gateway-'));
  const options = (root: string) => ({
    listen: '127.0.0.1:18080',
    apiServers: ['127.0.0.1:18081', '127.0.0.1:18082'],
    storeDir: path.join(root, 'releases'),
    runDir: path.join(root, 'run'),
    errorLog: path.join(root, 'error.log'),
  });

  it('is a config nginx accepts, with both API instances and the site on one origin', () => {
    const root = dir();
    const file = writeGateway(path.join(root, 'nginx.conf'), options(root));
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toContain('server 127.0.0.1:18081 max_fails=1 fail_timeout=5s;');
    expect(text).toContain('server 127.0.0.1:18082 max_fails=1 fail_timeout=5s;');
    expect(text).toContain(`root ${path.join(root, 'releases', 'live')};`);
    expect(text).not.toMatch(/\{\{/);
    expect(JSON.parse(fs.readFileSync(path.join(root, 'releases/live/runtime-config.json'), 'utf8'))).toEqual({
      apiUrl: '/api',
    });
    const checked = spawnSync('nginx', ['-t', '-e', path.join(root, 'error.log'), '-c', file], {
      encoding: 'utf8',
    });
    expect(checked.error?.message).toBeUndefined();
    expect(`${checked.stderr}`).toContain('test is successful');
  });

  it('lets scripts only from the site itself and talks only to itself', () => {
    const root = dir();
    const csp = /Content-Security-Policy "([^"]+)"/.exec(gatewayConfig(options(root)))?.[1];
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
  });

  it('names a placeholder with no value and a value with no placeholder', () => {
    expect(() => fillTemplate('listen {{LISTEN}};', {})).toThrow('uses {{LISTEN}}, which has no value');
    expect(() => fillTemplate('listen 80;', { LISTEN: '80' })).toThrow('has no place for LISTEN');
  });
});
