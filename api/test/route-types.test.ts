import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * Every route's request and reply types come from its contract schemas (YupTypeProvider in
 * api/src/lib/yup-route.ts): a route that declares them by hand, `app.post<{ Body: X }>(…)`, can
 * drift from the schema that checks its requests. This scan lists such routes.
 */
const SOURCE = path.join(__dirname, '../src');
const VERBS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all', 'route']);

/** Modules whose routes are still typed by hand (none now): remove each as it is converted. */
const NOT_YET_CONVERTED: readonly string[] = [];
const notYetConverted = (file: string) => NOT_YET_CONVERTED.some((folder) => file.startsWith(folder));

/** `file:line  app.post<{ Body: X }>` for each route call that is given its types by hand. */
function handTypedRoutes(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      node.typeArguments?.length &&
      ts.isPropertyAccessExpression(node.expression) &&
      VERBS.has(node.expression.name.text) &&
      (node.expression.name.text === 'route' || isPath(node.arguments[0]))
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      const call = `${node.expression.getText()}<${node.typeArguments.map((type) => type.getText()).join(', ')}>`;
      found.push(`${file}:${line + 1}  ${call}`);
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

const isPath = (node: ts.Node | undefined) =>
  !!node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node));

const sourceFiles = () =>
  readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => name.split(path.sep).join('/'));

describe('route types', () => {
  it('finds a route typed by hand, and not one typed by its schemas', () => {
    const sample = `
      app.post<{ Body: CreateDeckInput }>('/', { ...yupRoute({ body: createDeckSchema }) }, handler);
      app.get<IdParams>(\`/\${id}\`, handler);
      app.route<{ Params: { id: string } }>({ method: 'GET', url: '/:id', handler });
      app.put('/:id', { ...yupRoute({ params: idParamsSchema }) }, handler);
      cache.get<Deck>(key);
    `;
    expect(handTypedRoutes('sample.ts', sample)).toEqual([
      'sample.ts:2  app.post<{ Body: CreateDeckInput }>',
      'sample.ts:3  app.get<IdParams>',
      'sample.ts:4  app.route<{ Params: { id: string } }>',
    ]);
  });

  it('no route of the API declares its request or reply types by hand', () => {
    const offenders = sourceFiles()
      .filter((file) => !notYetConverted(file))
      .flatMap((file) => handTypedRoutes(file, readFileSync(path.join(SOURCE, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('allows hand-typed routes only in modules that still have them', () => {
    const files = sourceFiles();
    const stale = NOT_YET_CONVERTED.filter(
      (folder) =>
        !files
          .filter((file) => file.startsWith(folder))
          .some((file) => handTypedRoutes(file, readFileSync(path.join(SOURCE, file), 'utf8')).length > 0),
    );
    expect(stale).toEqual([]);
  });
});
