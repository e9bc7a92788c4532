/**
 * The files of a new remote (`npm run new:remote -- <name>`): the shared webpack factory, the
 * standalone host, one signed-in page in the app chrome, its unit test and its standalone browser
 * test. Its pages, port, exposed modules, lint boundary, Jest root and e2e project all follow from
 * the folder and its route-table row.
 */
export interface RemoteTemplate {
  name: string;
  /** 'investors' → 'Investors'. */
  title: string;
  /** Versions of the shared libraries, as the shell pins them. */
  dependencies: Record<string, string>;
}

export const REMOTE_NAME_PATTERN = /^[a-z][a-z0-9]{1,30}$/;

export function remoteTitle(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export function routeRow({ name, title }: RemoteTemplate): string {
  return `  { path: '/${name}', title: '${title}', remote: '${name}', module: './${title}Page', protected: true },\n`;
}

export function remoteFiles({ name, title, dependencies }: RemoteTemplate): Record<string, string> {
  const packageJson = {
    name: `mfe-${name}`,
    version: '0.1.0',
    private: true,
    main: 'src/index.ts',
    types: 'src/index.ts',
    scripts: {
      build: "NODE_OPTIONS='--import tsx' webpack --mode production",
      dev: "NODE_OPTIONS='--import tsx' webpack serve --mode development",
      serve: `kuza-serve ${name}`,
    },
    dependencies,
    devDependencies: { '@kuza/build': '0.1.0', '@kuza/testing': '0.1.0' },
  };
  const tsconfig = {
    extends: '../tsconfig.base.json',
    compilerOptions: {
      outDir: `../.tsbuild/mfe-${name}`,
      rootDir: '.',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      types: ['node', 'jest'],
    },
    include: ['src', 'webpack.config.ts'],
    references: ['contracts', 'store', 'ui', 'app', 'build', 'testing'].map((pkg) => ({ path: `../packages/${pkg}` })),
  };
  return {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'tsconfig.json': `${JSON.stringify(tsconfig, null, 2)}\n`,
    'webpack.config.ts': `import { createAppConfig } from '@kuza/build';

export default createAppConfig({ name: '${name}', dir: __dirname, title: 'Kuza — ${title}' });
`,
    'src/index.ts': `// Async boundary: shared singletons are negotiated before any React code runs.
import('./bootstrap');
`,
    'src/bootstrap.tsx': `import { mountStandalone } from '@kuza/app';

/** Standalone host: this remote alone, with its own store, for isolated development and QA. */
void mountStandalone({
  remote: '${name}',
  loadPage: (file) => import(/* webpackInclude: /-page\\.tsx$/ */ \`./pages/\${file}.tsx\`),
});
`,
    [`src/pages/${name}-page.tsx`]: `import { AppChrome } from '@kuza/app';

/** /${name}: the first page of the ${name} remote, inside the app chrome (which gives it its main landmark and width). */
export default function ${title}Page() {
  return (
    <AppChrome title="${title}">
      <h1>${title}</h1>
      <p>This section is on its way.</p>
    </AppChrome>
  );
}
`,
    [`src/pages/__tests__/${name}-page.test.tsx`]: `import { screen } from '@testing-library/react';
import { aUser, renderPage } from '@kuza/testing';
import ${title}Page from '../${name}-page';

describe('the ${name} page', () => {
  it('shows its heading inside the app chrome', () => {
    renderPage(<${title}Page />, { path: '/${name}', user: aUser() });
    expect(screen.getByRole('heading', { level: 1, name: '${title}' })).toBeInTheDocument();
  });
});
`,
    'e2e/standalone.spec.ts': `import { expect, test } from '@playwright/test';
import { pageTitle, routesOf } from '@kuza/contracts';
import { createVerifiedUser } from '../../e2e/support/accounts';
import { expectNoSeriousA11yViolations } from '../../e2e/support/axe';

test.describe('the ${name} remote on its standalone host', () => {
  test.beforeEach(async ({ page }) => {
    await createVerifiedUser(page.request);
  });

  for (const route of routesOf('${name}')) {
    test(\`shows \${route.path} with its title and no serious accessibility violations\`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(pageTitle(route.title));
      await expectNoSeriousA11yViolations(page);
    });
  }
});
`,
  };
}
