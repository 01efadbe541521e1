import { applyChangesToString, ChangeType, type Tree } from '@nx/devkit';
import ts from 'typescript';

/*
 * Edits of existing TypeScript files at points the parser finds (a literal a `const` holds, a
 * function's body, an import), so a generator keeps everything else in the file as it was,
 * comments and layout included; Prettier lays out what was inserted afterwards. Each edit
 * reads the file again, so edits of one file may follow each other.
 */

export function parse(tree: Tree, path: string): { text: string; source: ts.SourceFile } {
  const text = tree.read(path, 'utf-8');
  if (text === null) throw new Error(`${path} is missing`);
  return { text, source: ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true) };
}

/** An expression seen through `as const`, `satisfies` and parentheses. */
export function unwrap(node: ts.Expression): ts.Expression {
  while (
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isParenthesizedExpression(node)
  )
    node = node.expression;
  return node;
}

function declarationOf(source: ts.SourceFile, name: string): ts.VariableDeclaration | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations)
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name) return declaration;
  }
  return undefined;
}

/** The literal a top-level `const <name> = ...` holds, seen through `as const` and `satisfies`. */
export function literalOf(source: ts.SourceFile, name: string): ts.Expression {
  const value = declarationOf(source, name)?.initializer;
  if (!value) throw new Error(`${source.fileName} no longer declares \`${name}\``);
  return unwrap(value);
}

export function arrayLiteral(source: ts.SourceFile, name: string): ts.ArrayLiteralExpression {
  const value = literalOf(source, name);
  if (!ts.isArrayLiteralExpression(value))
    throw new Error(`\`${name}\` in ${source.fileName} is not an array literal`);
  return value;
}

export function objectLiteral(source: ts.SourceFile, name: string): ts.ObjectLiteralExpression {
  const value = literalOf(source, name);
  if (!ts.isObjectLiteralExpression(value))
    throw new Error(`\`${name}\` in ${source.fileName} is not an object literal`);
  return value;
}

export function keyText(name: ts.PropertyName | undefined): string | undefined {
  return name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;
}

/** The keys an object literal spells out (spreads and computed keys aside). */
export function keysOf(object: ts.ObjectLiteralExpression): string[] {
  return object.properties.flatMap((property) => keyText(property.name) ?? []);
}

/** The property of an object literal with this key. */
export function propertyOf(
  object: ts.ObjectLiteralExpression,
  key: string,
): ts.ObjectLiteralElementLike | undefined {
  return object.properties.find((property) => keyText(property.name) === key);
}

/** A property key as TypeScript wants it written: bare when it is an identifier. */
export function propertyKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`;
}

/** Appends `entry` as the last item of a literal (Prettier lays it out afterwards). */
export function append(text: string, list: ts.NodeArray<ts.Node>, closing: number, entry: string) {
  const last = list.at(-1);
  const index = last && !list.hasTrailingComma ? last.end : closing;
  const separator = last && !list.hasTrailingComma ? ', ' : ' ';
  return applyChangesToString(text, [
    { type: ChangeType.Insert, index, text: `${separator}${entry},` },
  ]);
}

/**
 * Appends `entry` on a line of its own as the last item of a literal whose items Prettier
 * leaves as they are (a table under `// prettier-ignore`): after the last item's line, with
 * its indentation.
 */
export function appendLine(text: string, list: ts.NodeArray<ts.Node>, entry: string) {
  const last = list.at(-1);
  if (!last) throw new Error('appendLine needs a literal with an item to line up with');
  const lineStart = text.lastIndexOf('\n', last.getStart()) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart))![0];
  const index = list.hasTrailingComma ? text.indexOf(',', last.end) + 1 : last.end;
  const comma = list.hasTrailingComma ? '' : ',';
  return applyChangesToString(text, [
    { type: ChangeType.Insert, index, text: `${comma}\n${indent}${entry},` },
  ]);
}

/** Inserts `text` at `index` of the file in the tree. */
export function insertAt(tree: Tree, path: string, index: number, text: string) {
  const current = tree.read(path, 'utf-8') ?? '';
  tree.write(path, applyChangesToString(current, [{ type: ChangeType.Insert, index, text }]));
}

/** A JSON-like value as a literal spells it (strings, numbers, arrays, objects). */
export type LiteralValue =
  string | number | boolean | LiteralValue[] | { [key: string]: LiteralValue };

export function valueOf(node: ts.Expression): LiteralValue {
  node = unwrap(node);
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map(valueOf);
  if (ts.isObjectLiteralExpression(node))
    return Object.fromEntries(
      node.properties.map((property) => {
        const key = keyText(property.name);
        if (!ts.isPropertyAssignment(property) || key === undefined)
          throw new Error(`not a plain property: ${property.getText()}`);
        return [key, valueOf(property.initializer)];
      }),
    );
  throw new Error(`not a literal: ${node.getText()}`);
}

/** What a top-level `const <name>` literal in a TypeScript file of the tree holds. */
export function readLiteral(tree: Tree, path: string, name: string): LiteralValue {
  return valueOf(literalOf(parse(tree, path).source, name));
}

type FunctionWithBody = (ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression) & {
  body: ts.Block;
};

const hasBlock = (node: ts.Node | undefined): node is FunctionWithBody =>
  node !== undefined &&
  (ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node)) &&
  node.body !== undefined &&
  ts.isBlock(node.body);

/** A top-level `function <name>` or `const <name> = (...) => {...}` with a block body. */
export function functionNamed(source: ts.SourceFile, name: string): FunctionWithBody {
  for (const statement of source.statements)
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name && hasBlock(statement))
      return statement;
  const value = declarationOf(source, name)?.initializer;
  const fn = value && unwrap(value);
  if (hasBlock(fn)) return fn;
  throw new Error(`${source.fileName} no longer declares the function \`${name}\``);
}

/** The top-level functions and `const` arrow functions the file exports, by name. */
export function exportedFunctions(source: ts.SourceFile): Map<string, FunctionWithBody> {
  const found = new Map<string, FunctionWithBody>();
  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((mod) => mod.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of source.statements) {
    if (!exported(statement)) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name && hasBlock(statement))
      found.set(statement.name.text, statement);
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) {
        const value = declaration.initializer && unwrap(declaration.initializer);
        if (ts.isIdentifier(declaration.name) && hasBlock(value))
          found.set(declaration.name.text, value);
      }
  }
  return found;
}

/** The expressions a function's `return` statements give back (nested functions aside). */
export function returnedValues(fn: FunctionWithBody): ts.Expression[] {
  const values: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isReturnStatement(node) && node.expression) values.push(unwrap(node.expression));
    if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
  };
  ts.forEachChild(fn.body, visit);
  return values;
}

/** The name of a function's first parameter (`app` of a Fastify plugin). */
export function firstParameter(fn: FunctionWithBody): string {
  const first = fn.parameters[0];
  if (!first || !ts.isIdentifier(first.name))
    throw new Error(`${fn.getSourceFile().fileName}: the function takes no named parameter`);
  return first.name.text;
}

/** Adds `statement` as the last statement of a function's body. */
export function appendStatement(tree: Tree, path: string, fn: FunctionWithBody, statement: string) {
  const { statements } = fn.body;
  const last = statements.at(-1);
  // After the last statement, or just inside an empty body's opening brace.
  insertAt(tree, path, last ? last.end : fn.body.getStart() + 1, `\n${statement}`);
}

/** Every identifier `<name>(...)` is called with as its first argument, in a function. */
export function callArguments(fn: FunctionWithBody, callee: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.getText() === callee) {
      const [first] = node.arguments;
      if (first && ts.isIdentifier(first)) found.push(first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(fn.body);
  return found;
}

function importsOf(source: ts.SourceFile): ts.ImportDeclaration[] {
  return source.statements.filter(ts.isImportDeclaration);
}

const moduleOf = (declaration: ts.ImportDeclaration | ts.ExportDeclaration) =>
  declaration.moduleSpecifier && ts.isStringLiteral(declaration.moduleSpecifier)
    ? declaration.moduleSpecifier.text
    : undefined;

/** The names a file imports from a module, and the local names it imports from anywhere. */
export function importedNames(source: ts.SourceFile, module?: string): Set<string> {
  const names = new Set<string>();
  for (const declaration of importsOf(source)) {
    if (module !== undefined && moduleOf(declaration) !== module) continue;
    const clause = declaration.importClause;
    if (clause?.name) names.add(clause.name.text);
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements) names.add(element.name.text);
    if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
  }
  return names;
}

/**
 * Imports `names` from `module`: those the file does not import yet join its import of that
 * module (not a type-only one), or a new import after the last one. `type X` imports a type.
 */
export function addImports(tree: Tree, path: string, module: string, names: readonly string[]) {
  const { source } = parse(tree, path);
  const present = importedNames(source, module);
  const missing = names.filter((name) => !present.has(name.replace(/^type /, '')));
  if (!missing.length) return;
  const existing = importsOf(source).find(
    (declaration) =>
      moduleOf(declaration) === module &&
      !declaration.importClause?.isTypeOnly &&
      declaration.importClause?.namedBindings &&
      ts.isNamedImports(declaration.importClause.namedBindings),
  );
  const bindings = existing?.importClause?.namedBindings as ts.NamedImports | undefined;
  if (bindings) {
    const { elements } = bindings;
    const values = missing.filter((name) => !name.startsWith('type '));
    const types = missing.filter((name) => name.startsWith('type '));
    // Values before the `type X` imports, as the files list them.
    const firstType = elements.find((element) => element.isTypeOnly);
    if (firstType && values.length)
      insertAt(tree, path, firstType.getStart(), `${values.join(', ')}, `);
    const rest = firstType ? types : missing;
    if (!rest.length) return;
    const { source: updated } = parse(tree, path);
    const again = importsOf(updated).find((declaration) => declaration.pos === existing!.pos)!;
    const named = again.importClause!.namedBindings as ts.NamedImports;
    tree.write(
      path,
      append(tree.read(path, 'utf-8')!, named.elements, named.end - 1, rest.join(', ')),
    );
    return;
  }
  const last = importsOf(source).at(-1);
  const line = `import { ${missing.join(', ')} } from '${module}';`;
  insertAt(tree, path, last ? last.end : 0, last ? `\n${line}` : `${line}\n`);
}

/** The modules a file re-exports everything of (`export * from './x'`). */
export function reExports(source: ts.SourceFile): string[] {
  return source.statements.flatMap((statement) =>
    ts.isExportDeclaration(statement) && !statement.exportClause ? (moduleOf(statement) ?? []) : [],
  );
}

/**
 * `export * from '<module>'`, after the last re-export of a module under the same folder
 * (`./songs/...`), else after the file's last statement.
 */
export function addReExport(tree: Tree, path: string, module: string) {
  const { source } = parse(tree, path);
  if (reExports(source).includes(module)) return;
  const folder = module.slice(0, module.lastIndexOf('/') + 1);
  const statements = source.statements;
  const sameFolder = statements.filter(
    (statement) =>
      ts.isExportDeclaration(statement) &&
      folder.length > 2 &&
      (moduleOf(statement) ?? '').startsWith(folder),
  );
  const after = sameFolder.at(-1) ?? statements.at(-1);
  const line = `export * from '${module}';`;
  insertAt(tree, path, after ? after.end : 0, after ? `\n${line}` : `${line}\n`);
}
