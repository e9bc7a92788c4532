import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const MODULES = path.join(__dirname, '../src/modules');

interface ModuleFile {
  module: string;
  file: string;
  source: ts.SourceFile;
}

function moduleFiles(): ModuleFile[] {
  return readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => parse(path.join(MODULES, name), readFileSync(path.join(MODULES, name), 'utf8')));
}

function parse(file: string, text: string): ModuleFile {
  const module = path.relative(MODULES, file).split(path.sep)[0]!;
  return { module, file, source: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true) };
}

function walk(node: ts.Node, visit: (node: ts.Node) => void) {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const stringOf = (node: ts.Node | undefined) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
const calledMethod = (node: ts.CallExpression) =>
  ts.isPropertyAccessExpression(node.expression) ? node.expression.name.text : undefined;

/** The collections (`collection: 'decks'`) and model names (`.model('Deck', schema)`) each module defines. */
function ownedNames(files: ModuleFile[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const { module, source } of files) {
    walk(source, (node) => {
      const collection =
        ts.isPropertyAssignment(node) && node.name.getText() === 'collection' ? stringOf(node.initializer) : undefined;
      const model =
        ts.isCallExpression(node) && calledMethod(node) === 'model' && node.arguments.length >= 2
          ? stringOf(node.arguments[0])
          : undefined;
      for (const name of [collection, model]) if (name) owners.set(name, module);
    });
  }
  return owners;
}

/** `import type` and imports of types only vanish from the build: they cannot reach a collection. */
function importsValues(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return !node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return true;
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  return !bindings || ts.isNamespaceImport(bindings) || bindings.elements.some((element) => !element.isTypeOnly);
}

/**
 * Where a file reaches into another module's data: a value import of that module's model file
 * (`model.ts`, `*-model.ts`), or that module's collection or model name where data is reached
 * (`.collection('resumes')`, `.model('Resume')`, `connection.models.Resume`, `collection:`, `ref:` and
 * `$lookup`'s `from:`). Other strings are not counted: OpenAPI tags name the same words.
 */
function crossings({ module, file, source }: ModuleFile, owners: Map<string, string>): string[] {
  const found: string[] = [];
  const where = (node: ts.Node) =>
    `${path.relative(MODULES, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const mention = (name: string | undefined, node: ts.Node) => {
    const owner = name === undefined ? undefined : owners.get(name);
    if (owner && owner !== module) found.push(`${where(node)} names ${owner}'s '${name}'`);
  };
  walk(source, (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && importsValues(node)) {
      const specifier = stringOf(node.moduleSpecifier) ?? '';
      const target = path.resolve(path.dirname(file), specifier);
      const [owner, ...rest] = path.relative(MODULES, target).split(path.sep);
      const isModel = /(^|-)model$/.test(rest[rest.length - 1] ?? '');
      if (specifier.startsWith('.') && owner && owner !== module && !owner.startsWith('..') && isModel) {
        found.push(`${where(node)} imports ${owner}'s model file '${specifier}'`);
      }
    }
    if (ts.isCallExpression(node) && ['collection', 'model'].includes(calledMethod(node) ?? '')) {
      const name = stringOf(node.arguments[0]);
      // A name computed at run time could be anyone's: only a module's own model file may do that.
      if (name === undefined && !/(^|-)model\.ts$/.test(path.basename(file)))
        found.push(`${where(node)} reads a collection by a computed name`);
      else mention(name, node);
    }
    if (ts.isPropertyAccessExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      if (node.expression.name.text === 'models') mention(node.name.text, node);
    }
    if (ts.isElementAccessExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      if (node.expression.name.text === 'models') mention(stringOf(node.argumentExpression), node);
    }
    if (ts.isPropertyAssignment(node) && ['collection', 'ref', 'from'].includes(node.name.getText())) {
      mention(stringOf(node.initializer), node);
    }
  });
  return found;
}

describe('module boundaries', () => {
  const files = moduleFiles();
  const owners = ownedNames(files);

  it('finds which module owns each collection and model', () => {
    expect(owners.get('decks')).toBe('decks');
    expect(owners.get('Resume')).toBe('resumes');
    expect(owners.get('users')).toBe('users');
    expect(owners.get('shareviews')).toBe('documents');
  });

  it("no module reads another module's collection or imports another module's model file", () => {
    expect(files.flatMap((file) => crossings(file, owners))).toEqual([]);
  });

  it("catches a raw read of another module's collection and a value import of its model file", () => {
    const file = parse(
      path.join(MODULES, 'decks/example.ts'),
      [
        "import { resumeModel } from '../resumes/model';",
        "import type { ResumeRecord } from '../resumes/model';",
        "const rows = connection.collection('resumes').find();",
        'const model = connection.models.Resume;',
        'const read = (name: string) => connection.collection(name).find();',
      ].join('\n'),
    );
    expect(crossings(file, owners)).toEqual([
      "decks/example.ts:1 imports resumes's model file '../resumes/model'",
      "decks/example.ts:3 names resumes's 'resumes'",
      "decks/example.ts:4 names resumes's 'Resume'",
      'decks/example.ts:5 reads a collection by a computed name',
    ]);
  });
});
