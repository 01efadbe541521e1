import { join } from 'node:path';
import type { SectionMenuAudience } from '@levita/contracts/paths';
import {
  formatFiles,
  generateFiles,
  type GeneratorCallback,
  installPackagesTask,
  names,
  type Tree,
} from '@nx/devkit';
import {
  registerRemoteName,
  registerSection,
  registerSectionTexts,
  registeredRemotes,
  registeredSections,
} from './registrations';

export interface RemoteGeneratorOptions {
  /** kebab-case: the folder, the package (@levita/<name>), the deploy name. */
  name: string;
  /** The path segment of its ministry section: /ministerios/:id/<section>. */
  section: string;
  /** The standalone dev server's port; default: the next after the highest of apps/*. */
  port?: number;
  menu?: SectionMenuAudience;
  /**
   * The section's name in pt-BR: its menu item, shortcut tile and page heading. Default: the
   * section, capitalized.
   */
  title?: string;
  /** The same in en-US; default: the name, capitalized. */
  titleEn?: string;
  /** The line under the title on the ministry home's shortcut tile, pt-BR and en-US. */
  hint?: string;
  hintEn?: string;
  skipInstall?: boolean;
}

const kebabCase = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const firstDevPort = 4200;

/** The next free standalone port: one past the highest `devPort` an app's vite config sets. */
export function nextDevPort(tree: Tree): number {
  const ports = tree.children('apps').flatMap((app) => {
    const config = tree.read(`apps/${app}/vite.config.ts`, 'utf-8') ?? '';
    return [...config.matchAll(/devPort:\s*(\d+)/g)].map((match) => Number(match[1]));
  });
  return Math.max(firstDevPort, ...ports) + 1;
}

const capitalized = (text: string) =>
  text
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

function validate(tree: Tree, { name, section }: RemoteGeneratorOptions) {
  if (!kebabCase.test(name)) throw new Error(`"${name}" is not a kebab-case name`);
  if (!kebabCase.test(section)) throw new Error(`"${section}" is not a kebab-case path segment`);
  if (tree.exists(`apps/${name}`)) throw new Error(`apps/${name} already exists`);
  if (registeredRemotes(tree).includes(name))
    throw new Error(`"${name}" is already in contracts' remoteNames`);
  if (registeredSections(tree).includes(section))
    throw new Error(`the section "${section}" already belongs to a remote`);
}

/**
 * `nx g @levita/tools:remote <name> --section <segment>`: a remote in the repertoire's
 * layout with a translated placeholder page and its test, registered where the product
 * reads remotes from (contracts' remote names and ministry sections) with the shell's texts
 * for its section. Lint scopes, the start script and the e2e build find it by its folder and
 * tags.
 */
export default async function remoteGenerator(
  tree: Tree,
  options: RemoteGeneratorOptions,
): Promise<GeneratorCallback> {
  validate(tree, options);
  const { name, section, menu = 'everyone' } = options;
  const { propertyName } = names(name);
  const title = options.title ?? capitalized(section);
  const titleEn = options.titleEn ?? capitalized(name);

  generateFiles(tree, join(import.meta.dirname, 'files'), `apps/${name}`, {
    name,
    section,
    propertyName,
    routesKey: /^[a-z][a-z0-9]*$/.test(name) ? `.${name}` : `['${name}']`,
    port: options.port ?? nextDevPort(tree),
    // Texts go into JSON and TypeScript strings as JSON string literals: quotes stay escaped.
    title: JSON.stringify(title),
    titleEn: JSON.stringify(titleEn),
  });
  registerRemoteName(tree, name);
  registerSection(tree, { section, codeName: propertyName, remote: name, menu });
  registerSectionTexts(tree, {
    codeName: propertyName,
    menu,
    title: { 'pt-BR': title, 'en-US': titleEn },
    hint: { 'pt-BR': options.hint ?? 'Em breve', 'en-US': options.hintEn ?? 'Coming soon' },
  });
  await formatFiles(tree);

  // npm links the new workspace package and records it in package-lock.json (npm ci
  // refuses a workspace the lock file does not list).
  return () => {
    if (!options.skipInstall) installPackagesTask(tree, true);
  };
}
