import fs from 'node:fs';
import path from 'node:path';
import { ENV_VARIABLES } from '../src/config';

describe('the configuration page', () => {
  it('documents every environment variable the API reads, in one place', () => {
    const page = fs.readFileSync(path.join(__dirname, '../../docs/architecture.md'), 'utf8');
    const missing = ENV_VARIABLES.filter((variable) => !page.includes(`| \`${variable}\``));
    expect(missing).toEqual([]);
  });
});
