import { applyChangesToString, ChangeType, type Tree, updateJson } from '@nx/devkit';
import type { SectionMenuAudience } from '@levita/contracts/paths';
import ts from 'typescript';

/** The data a remote must be written into; everything else finds it by folder or by tag. */
export const remoteManifestFile = 'libs/contracts/src/remote-manifest.ts';
export const ministrySectionsFile = 'libs/contracts/src/paths/ministry-sections.ts';

function parse(tree: Tree, path: string): { text: string; source: ts.SourceFile } {
  const text = tree.read(path, 'utf-8');
  if (text === null) throw new Error(`${path} is missing`);
  return { text, source: ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true) };
}

/** The literal a top-level `const <name> = ...` holds, seen through `as const` and `satisfies`. */
function literalOf(source: ts.SourceFile, name: string): ts.Expression {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== name) continue;
      let value = declaration.initializer;
      while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)))
        value = value.expression;
      if (value) return value;
    }
  }
  throw new Error(`${source.fileName} no longer declares \`${name}\``);
}

function arrayLiteral(source: ts.SourceFile, name: string): ts.ArrayLiteralExpression {
  const value = literalOf(source, name);
  if (!ts.isArrayLiteralExpression(value))
    throw new Error(`\`${name}\` in ${source.fileName} is not an array literal`);
  return value;
}

function objectLiteral(source: ts.SourceFile, name: string): ts.ObjectLiteralExpression {
  const value = literalOf(source, name);
  if (!ts.isObjectLiteralExpression(value))
    throw new Error(`\`${name}\` in ${source.fileName} is not an object literal`);
  return value;
}

function keyText(name: ts.PropertyName | undefined): string | undefined {
  return name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;
}

/** A property key as TypeScript wants it written: bare when it is an identifier. */
function propertyKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`;
}

/** Appends `entry` as the last item of a literal (Prettier lays it out afterwards). */
function append(text: string, list: ts.NodeArray<ts.Node>, closing: number, entry: string) {
  const last = list.at(-1);
  const index = last && !list.hasTrailingComma ? last.end : closing;
  const separator = last && !list.hasTrailingComma ? ', ' : ' ';
  return applyChangesToString(text, [
    { type: ChangeType.Insert, index, text: `${separator}${entry},` },
  ]);
}

/** A JSON-like value as a literal spells it (strings, numbers, arrays, objects). */
type LiteralValue = string | number | boolean | LiteralValue[] | { [key: string]: LiteralValue };

function valueOf(node: ts.Expression): LiteralValue {
  while (ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) node = node.expression;
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

export function registeredRemotes(tree: Tree): string[] {
  return readLiteral(tree, remoteManifestFile, 'remoteNames') as string[];
}

export function registeredSections(tree: Tree): string[] {
  return Object.keys(readLiteral(tree, ministrySectionsFile, 'ministrySections'));
}

/** contracts' `remoteNames`: the shell, the deploy tool and the API accept the remote. */
export function registerRemoteName(tree: Tree, name: string) {
  const { text, source } = parse(tree, remoteManifestFile);
  const names = arrayLiteral(source, 'remoteNames');
  tree.write(remoteManifestFile, append(text, names.elements, names.end - 1, `'${name}'`));
}

export interface SectionEntry {
  /** The path segment, /ministerios/:id/<section>. */
  section: string;
  /** The section in code (texts, test ids). */
  codeName: string;
  remote: string;
  menu: SectionMenuAudience;
}

/**
 * contracts' `ministrySections` (the shell routes the section to the remote and lists it in
 * the menu) and `remoteRoutes` (the remote's own routes, one page at its base path).
 */
export function registerSection(tree: Tree, entry: SectionEntry) {
  const first = parse(tree, ministrySectionsFile);
  const sections = objectLiteral(first.source, 'ministrySections');
  const withSection = append(
    first.text,
    sections.properties,
    sections.end - 1,
    `${propertyKey(entry.section)}: { name: '${entry.codeName}', remote: '${entry.remote}', menu: '${entry.menu}' }`,
  );
  tree.write(ministrySectionsFile, withSection);

  const second = parse(tree, ministrySectionsFile);
  const routes = objectLiteral(second.source, 'remoteRoutes');
  tree.write(
    ministrySectionsFile,
    append(
      second.text,
      routes.properties,
      routes.end - 1,
      `${propertyKey(entry.remote)}: { home: '/' }`,
    ),
  );
}

type Texts = Record<'pt-BR' | 'en-US', string>;

export interface SectionTexts {
  codeName: string;
  menu: SectionEntry['menu'];
  /** The menu item and the shortcut tile's label. */
  title: Texts;
  /** The shortcut tile's line under the label. */
  hint: Texts;
}

/**
 * The shell's texts for the section, keyed by its code name: the menu item (`nav.<name>`)
 * and, for a section everyone sees, its shortcut tile on the ministry home.
 */
export function registerSectionTexts(tree: Tree, { codeName, menu, title, hint }: SectionTexts) {
  for (const locale of ['pt-BR', 'en-US'] as const) {
    const folder = `apps/shell/src/locales/${locale}`;
    updateJson(tree, `${folder}/shell.json`, (texts) => ({
      ...texts,
      nav: { ...texts.nav, [codeName]: title[locale] },
    }));
    if (menu !== 'everyone') continue;
    updateJson(tree, `${folder}/ministry-home.json`, (texts) => ({
      ...texts,
      shortcuts: { ...texts.shortcuts, [codeName]: { label: title[locale], hint: hint[locale] } },
    }));
  }
}
