import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = path.join(__dirname, '../src');
const MODULES = path.join(SOURCE, 'modules');
const FIXTURES = path.join(__dirname, 'fixtures/boundaries');

interface ModuleFile {
  module: string;
  file: string;
  source: ts.SourceFile;
}

function filesUnder(folder: string): ModuleFile[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => parse(path.join(folder, name), readFileSync(path.join(folder, name), 'utf8')));
}
const moduleFiles = () => filesUnder(MODULES);

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

const isModelFile = (specifier: string) => /(^|-)model$/.test(path.basename(specifier));
/** What mongoose itself offers to reach a collection: a model, its type, or the generic model class. */
const MONGOOSE_MODEL_NAMES = new Set(['Model', 'model']);
/** Methods only a mongoose model has (services name theirs after what they do: `create`, `find` are theirs too). */
const MODEL_METHODS = new Set([
  'findOne',
  'findById',
  'findOneAndUpdate',
  'findByIdAndUpdate',
  'findOneAndDelete',
  'findOneAndReplace',
  'updateOne',
  'updateMany',
  'replaceOne',
  'deleteOne',
  'deleteMany',
  'insertMany',
  'countDocuments',
  'aggregate',
  'bulkWrite',
  'distinct',
]);

/**
 * The names a file imports from model files (`userModel`, `UserModel`, `authModels`) and mongoose's
 * model class: a value or type made from them is a model.
 */
function modelImports(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause) continue;
    const specifier = stringOf(statement.moduleSpecifier) ?? '';
    const fromModelFile = specifier.startsWith('.') && isModelFile(specifier);
    const { name, namedBindings } = statement.importClause;
    if (fromModelFile && name) names.add(name.text);
    if (fromModelFile && namedBindings && ts.isNamespaceImport(namedBindings)) names.add(namedBindings.name.text);
    if (!namedBindings || !ts.isNamedImports(namedBindings)) continue;
    for (const element of namedBindings.elements) {
      const imported = (element.propertyName ?? element.name).text;
      if (fromModelFile || (specifier === 'mongoose' && MONGOOSE_MODEL_NAMES.has(imported))) {
        names.add(element.name.text);
      }
    }
  }
  return names;
}

/**
 * Where a file puts a model on the app, where every module can reach it around its owner's service:
 * a `FastifyInstance` member typed as a model, an `app.decorate(…)` of a model (made by a model
 * file's function, by `.model(…)` or read from `.models`, directly or through a variable or an
 * object), or a query of an app decoration as if it were a model (`app.users.findOne(…)`).
 */
function modelDecorations({ file, source }: ModuleFile): string[] {
  const found: string[] = [];
  const where = (node: ts.Node) =>
    `${path.relative(SOURCE, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const imported = modelImports(source);
  const declarations = new Map<string, ts.Expression | undefined>();
  walk(source, (node) => {
    if (!ts.isVariableDeclaration(node)) return;
    const names = ts.isIdentifier(node.name)
      ? [node.name]
      : node.name.elements.flatMap((element) =>
          ts.isBindingElement(element) && ts.isIdentifier(element.name) ? [element.name] : [],
        );
    for (const name of names) declarations.set(name.text, node.initializer);
  });

  const namesModelType = (type: ts.Node): boolean => {
    let found = false;
    walk(type, (node) => {
      if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) {
        const name = node.typeName.text;
        found ||= imported.has(name) && (name === 'Model' || name.endsWith('Model'));
      }
    });
    return found;
  };
  const isModel = (expression: ts.Expression | undefined, seen = new Set<string>()): boolean => {
    if (!expression) return false;
    if (
      ts.isAwaitExpression(expression) ||
      ts.isParenthesizedExpression(expression) ||
      ts.isAsExpression(expression) ||
      ts.isNonNullExpression(expression)
    ) {
      return isModel(expression.expression, seen);
    }
    if (ts.isCallExpression(expression)) {
      const callee = expression.expression;
      if (ts.isIdentifier(callee)) return imported.has(callee.text);
      return ts.isPropertyAccessExpression(callee) && callee.name.text === 'model';
    }
    if (ts.isPropertyAccessExpression(expression) || ts.isElementAccessExpression(expression)) {
      const owner = expression.expression;
      return ts.isPropertyAccessExpression(owner) && owner.name.text === 'models';
    }
    if (ts.isObjectLiteralExpression(expression)) {
      return expression.properties.some((property) =>
        ts.isPropertyAssignment(property)
          ? isModel(property.initializer, seen)
          : ts.isShorthandPropertyAssignment(property) && isModel(property.name, seen),
      );
    }
    if (ts.isIdentifier(expression) && !seen.has(expression.text)) {
      seen.add(expression.text);
      return imported.has(expression.text) || isModel(declarations.get(expression.text), seen);
    }
    return false;
  };

  walk(source, (node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'FastifyInstance') {
      for (const member of node.members) {
        if (ts.isPropertySignature(member) && member.type && namesModelType(member.type)) {
          found.push(`${where(member)} types app.${member.name.getText()} as a model`);
        }
      }
    }
    if (
      ts.isCallExpression(node) &&
      ['decorate', 'decorateRequest', 'decorateReply'].includes(calledMethod(node) ?? '')
    ) {
      const [name, value] = node.arguments;
      if (isModel(value)) found.push(`${where(node)} decorates the app with a model as '${stringOf(name)}'`);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      MODEL_METHODS.has(node.expression.name.text)
    ) {
      const target = node.expression.expression;
      if (
        ts.isPropertyAccessExpression(target) &&
        ts.isIdentifier(target.expression) &&
        target.expression.text === 'app'
      ) {
        found.push(`${where(node)} queries app.${target.name.text} as a model`);
      }
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

  it('no plugin or module puts a model on the app, where any module could reach it around its owner', () => {
    expect(filesUnder(SOURCE).flatMap(modelDecorations)).toEqual([]);
  });

  it('catches a model decorated on the app and a module querying it', () => {
    const fixture = (name: string, at: string) =>
      parse(path.join(SOURCE, at), readFileSync(path.join(FIXTURES, name), 'utf8'));
    expect(modelDecorations(fixture('model-on-the-app.ts.txt', 'plugins/authenticate.ts'))).toEqual([
      'plugins/authenticate.ts:7 types app.users as a model',
      "plugins/authenticate.ts:14 decorates the app with a model as 'users'",
    ]);
    expect(modelDecorations(fixture('models-on-the-app.ts.txt', 'modules/decks/plugin.ts'))).toEqual([
      "modules/decks/plugin.ts:9 decorates the app with a model as 'deckRows'",
      "modules/decks/plugin.ts:10 decorates the app with a model as 'authModels'",
      "modules/decks/plugin.ts:11 decorates the app with a model as 'resumeRows'",
      'modules/decks/plugin.ts:15 queries app.users as a model',
    ]);
  });
});
