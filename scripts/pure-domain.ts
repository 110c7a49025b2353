// Vite plugin for the owner app's build: lets the bundler drop the parts of a src/domain module a
// screen does not use. A domain module often keeps a constant or a rule beside the zod schema
// built on it (`LIMITS` beside `MenuDocumentSchema`); a screen that reads the constant imported
// every schema of the module, and zod with them (22 KB compressed), because the bundler cannot
// tell that `nameSchema.min(1)` or `z.object(…).superRefine(…)` has no side effect.
// src/domain has none by rule (docs/conventions.md: pure TypeScript, no I/O, nothing with side
// effects at import): each top-level declaration whose value is computed by a call is wrapped in
// an immediately called function marked pure, `/* @__PURE__ */ (() => value)()`, which the
// bundler drops when nothing uses it. Evaluation order is unchanged.
import path from 'node:path';

const DOMAIN = `${path.sep}src${path.sep}domain${path.sep}`;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'ClassExpression']);

/** Whether evaluating `node` calls something (calls inside function bodies do not count). */
function callsSomething(node: Node): boolean {
  if (FUNCTIONS.has(node.type)) return false;
  if (
    node.type === 'CallExpression' ||
    node.type === 'NewExpression' ||
    node.type === 'TaggedTemplateExpression'
  ) {
    return true;
  }
  return Object.values(node).some((child) =>
    Array.isArray(child)
      ? child.some((item) => isNode(item) && callsSomething(item))
      : isNode(child) && callsSomething(child),
  );
}

/** The initializers to wrap, in the order they appear. */
function wrappableInitializers(program: Node): Node[] {
  const found: Node[] = [];
  for (const statement of program.body as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration'
        ? (statement.declaration as Node | null)
        : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (init && callsSomething(init)) found.push(init);
    }
  }
  return found;
}

export function markDomainPure(code: string, program: Node): string {
  let result = code;
  // From the end, so earlier offsets stay valid.
  for (const init of wrappableInitializers(program).reverse()) {
    result = `${result.slice(0, init.start)}/* @__PURE__ */ (() => (${result.slice(init.start, init.end)}))()${result.slice(init.end)}`;
  }
  return result;
}

export function pureDomain() {
  return {
    name: 'ardoise:pure-domain',
    apply: 'build' as const,
    // After TypeScript is stripped: the plugin reads JavaScript.
    enforce: 'post' as const,
    transform(
      this: { parse: (code: string) => unknown },
      code: string,
      id: string,
    ): { code: string; map: null } | null {
      if (!id.includes(DOMAIN) || id.includes('node_modules')) return null;
      const program = this.parse(code) as Node;
      const marked = markDomainPure(code, program);
      return marked === code ? null : { code: marked, map: null };
    },
  };
}
