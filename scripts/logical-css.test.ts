import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '..');

/**
 * The site runs right to left in Arabic: its layouts say where things go by the line's start and end
 * (`margin-inline-start`, `inset-inline-end`, `text-align: start`), never by left and right, so one set of
 * styles serves both directions. A physical side is a bug unless it must not mirror.
 */
const PHYSICAL = [
  /^(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)(?:-[a-z]+)?$/,
  /^border-(?:top|bottom)-(?:left|right)-radius$/,
  /^(?:left|right)$/,
];
const PHYSICAL_VALUE: Record<string, RegExp> = {
  'text-align': /^(?:left|right)\b/,
  float: /^(?:left|right)\b/,
  clear: /^(?:left|right)\b/,
};

/**
 * What must keep its sides in every language, by file: a deck's slides keep their own direction (their
 * boxes are placed as the PDF and PPTX place them), and so do charts.
 */
export const ALLOWED: Readonly<Record<string, string>> = {
  'mfe-decks/src/features/editor/slide-canvas.tsx': 'the slide canvas: a slide keeps its own direction',
  'mfe-decks/src/features/preview/slide-text.tsx': 'text boxes placed on a slide as the exports place them',
};

const MAY_NAME_A_SIDE = /(?:left|right)(?:-[a-z]+)?\s*:|:\s*(?:left|right)\b/;

export interface PhysicalSide {
  line: number;
  declaration: string;
}

/** The CSS of a file's styled-components (`styled.x`…``, `styled(X)`…``, `css`…``, `createGlobalStyle`…``). */
function styledTemplates(sourceFile: ts.SourceFile): ts.TemplateLiteral[] {
  const found: ts.TemplateLiteral[] = [];
  const isStyledTag = (tag: ts.Node): boolean => {
    if (ts.isIdentifier(tag)) return ['css', 'createGlobalStyle', 'keyframes', 'styled'].includes(tag.text);
    if (ts.isPropertyAccessExpression(tag)) return isStyledTag(tag.expression);
    if (ts.isCallExpression(tag)) return isStyledTag(tag.expression);
    return false;
  };
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && isStyledTag(node.tag)) found.push(node.template);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** Each declaration that names a physical side, with its line in the file. */
export function physicalSides(file: string, source: string): PhysicalSide[] {
  // Parsing is the slow part: most files name no side at all.
  if (!MAY_NAME_A_SIDE.test(source)) return [];
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const piece = (literal: ts.TemplateLiteralLikeNode & ts.Node, opening: number) => ({
    text: literal.rawText ?? literal.text,
    at: literal.getStart(sourceFile) + opening,
  });
  const found: PhysicalSide[] = [];
  for (const template of styledTemplates(sourceFile)) {
    // The literal parts of the template, each at its own place in the file; `${…}` holes are left out.
    const parts = ts.isNoSubstitutionTemplateLiteral(template)
      ? [piece(template, 1)]
      : [piece(template.head, 1), ...template.templateSpans.map(({ literal }) => piece(literal, 1))];
    for (const { text, at } of parts) {
      for (const match of text.matchAll(/(?:^|[;{\s])([a-z-]+)\s*:\s*([^;{}\n]*)/g)) {
        const [, property, value] = match;
        const physical =
          PHYSICAL.some((pattern) => pattern.test(property)) || PHYSICAL_VALUE[property]?.test(value.trim());
        if (!physical) continue;
        const line = source.slice(0, at + match.index).split('\n').length + (match[0].startsWith('\n') ? 1 : 0);
        found.push({ line, declaration: value.trim() ? `${property}: ${value.trim()}` : property });
      }
    }
  }
  return found;
}

/** The source files of the web workspaces: the shell, every remote, and the packages they draw with. */
function webSourceFiles(): string[] {
  const roots = [
    'shell/src',
    'packages/ui/src',
    'packages/app/src',
    ...fs
      .readdirSync(root)
      .filter((entry) => entry.startsWith('mfe-'))
      .map((remote) => `${remote}/src`),
  ];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory() && entry.name !== '__tests__') walk(relative);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) files.push(relative);
    }
  };
  for (const dir of roots) if (fs.existsSync(path.join(root, dir))) walk(dir);
  return files;
}

describe('styles that work right to left', () => {
  it('finds a physical side in styled-components CSS, and not in its logical twin or in plain code', () => {
    const source = [
      'const A = styled.div`',
      '  margin-left: 4px;',
      '  padding-inline-start: ${({ theme }) => theme.spacing.md}; right: 0;',
      '  text-align: left;',
      '  text-align: start;',
      '  border-top-right-radius: 2px;',
      '`;',
      'const B = styled(Link).attrs({})`inset-inline-end: 0; border-right: ${border};`;',
      'const box = { left: 0, right: 2 };',
      'const C = css`float: right;`;',
    ].join('\n');
    expect(physicalSides('x.tsx', source)).toEqual([
      { line: 2, declaration: 'margin-left: 4px' },
      { line: 3, declaration: 'right: 0' },
      { line: 4, declaration: 'text-align: left' },
      { line: 6, declaration: 'border-top-right-radius: 2px' },
      { line: 8, declaration: 'border-right' },
      { line: 10, declaration: 'float: right' },
    ]);
  });

  it('has none in the web workspaces outside the slides and charts that keep their own direction', () => {
    const found = webSourceFiles().flatMap((file) => {
      if (ALLOWED[file]) return [];
      return physicalSides(file, fs.readFileSync(path.join(root, file), 'utf8')).map(
        ({ line, declaration }) => `${file}:${line} ${declaration}`,
      );
    });
    expect(found).toEqual([]);
  });

  it('allows only files that still exist and still need it', () => {
    for (const file of Object.keys(ALLOWED)) {
      expect(physicalSides(file, fs.readFileSync(path.join(root, file), 'utf8')).length).toBeGreaterThan(0);
    }
  });
});
