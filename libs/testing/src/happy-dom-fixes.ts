// happy-dom, the DOM the component tests run in, differs from browsers in ways that change
// what a test sees. Each fix here makes it do what every browser does, nothing more.
import SelectorItem from 'happy-dom/lib/query-selector/SelectorItem.js';

// The setup runs once per test file, but a worker loads happy-dom once for all of its files:
// the prototype is patched the first time only, not wrapped again for every file.
const emptyFixed = Symbol.for('levita.happyDom.emptyFixed');

interface PseudoMatcher {
  [emptyFixed]?: true;
  matchPseudoItem(
    scope: unknown,
    element: Element,
    parentChildren: unknown,
    pseudo: { name: string },
    ...rest: unknown[]
  ): { priorityWeight: number } | null;
}

/**
 * `:empty` in happy-dom looks at child elements only, so `<p>Salvo</p>` matches it and a rule
 * like `&:empty { display: none }` hides a message that has text. Selectors 4 §13.2: an element
 * is empty when it has no element children and no text.
 */
function fixEmptyPseudoClass(): void {
  // matchPseudoItem is private in happy-dom's types; this is the shape it has.
  const selectorItem = SelectorItem.prototype as unknown as PseudoMatcher;
  if (selectorItem[emptyFixed]) return;
  selectorItem[emptyFixed] = true;
  const matchPseudoItem = selectorItem.matchPseudoItem;
  selectorItem.matchPseudoItem = function (scope, element, parentChildren, pseudo, ...rest) {
    if (pseudo.name !== 'empty') {
      return matchPseudoItem.call(this, scope, element, parentChildren, pseudo, ...rest);
    }
    const hasContent = Array.from(element.childNodes).some(
      (node) =>
        node.nodeType === Node.ELEMENT_NODE ||
        (node.nodeType === Node.TEXT_NODE && node.textContent !== ''),
    );
    return hasContent ? null : { priorityWeight: 10 };
  };
}

/**
 * The user-agent rule that hides `[hidden]` (so a hidden tab panel is out of the Tab order
 * and of the accessibility tree), and `window.print` (tests replace it to watch the button).
 */
function addBrowserDefaults(): void {
  window.print ??= () => undefined;
  // Files that share a worker share its page: the rules go in once.
  if (document.getElementById('user-agent-rules')) return;
  const userAgentRules = document.createElement('style');
  userAgentRules.id = 'user-agent-rules';
  userAgentRules.textContent = '[hidden]:not([hidden="until-found" i]) { display: none; }';
  document.head.append(userAgentRules);
}

export function fixHappyDom(): void {
  fixEmptyPseudoClass();
  // Files that run in Node (`@vitest-environment node`) have no document.
  if (typeof document !== 'undefined') addBrowserDefaults();
}
