/**
 * The content modules' words typeset once, when the site is built, rather than in every
 * visitor's browser as the app starts: each string and template written inside a
 * `curlyQuotes(…)` call gets its curly quotes, in the module's language, here (app/lib/curly-quotes.ts), and the call
 * goes, so SmartyPants stays out of the browser's bundle. As curlyQuotes does when it runs, it
 * leaves functions (a plural worded by code) and property names as written. A template's
 * values stand in for a word, as they would read at run time: `${name}'s` is `${name}’s`.
 */
import type { Plugin } from 'vite';
import { curlyQuotes, languageOf } from '../../app/lib/curly-quotes.ts';

interface Node {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration']);
/** Stands for a template's value while its text is typeset: a word, as a value mostly begins and ends. */
const VALUE = 'X9q7Z';

/**
 * Each replacement in `node`: a `curlyQuotes(…)` call loses its name, and inside one (`typeset`)
 * each string and template is set, outside functions and property names.
 */
function edit(
  node: Node,
  code: string,
  edits: [number, number, string][],
  tag: string,
  typeset = false,
) {
  if (typeset && FUNCTIONS.has(node.type)) return;
  if (typeset && node.type === 'Literal' && typeof node.value === 'string') {
    edits.push([node.start, node.end, JSON.stringify(curlyQuotes(node.value, tag))]);
    return;
  }
  if (typeset && node.type === 'TemplateLiteral') {
    const quasis = node.quasis as Node[];
    const text = quasis.map((quasi) => code.slice(quasi.start, quasi.end)).join(VALUE);
    curlyQuotes(text, tag)
      .split(VALUE)
      .forEach((set, index) => {
        const quasi = quasis[index];
        if (quasi) edits.push([quasi.start, quasi.end, set]);
      });
  }
  const callee = node.type === 'CallExpression' ? (node.callee as Node) : undefined;
  const wrapped = callee?.type === 'Identifier' && callee.name === 'curlyQuotes';
  if (callee && wrapped) edits.push([callee.start, callee.end, '']);
  for (const [key, value] of Object.entries(node)) {
    if (typeset && key === 'key' && node.type === 'Property' && !node.computed) continue;
    for (const child of Array.isArray(value) ? value : [value])
      if (isNode(child)) edit(child, code, edits, tag, typeset || (wrapped && key === 'arguments'));
  }
}

export function typesetPlugin(): Plugin {
  return {
    name: 'typeset-content',
    // After TypeScript's syntax is gone, so that the module parses as JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (!/\/app\/content\/.+\.ts$/.test(id) || !code.includes('curlyQuotes(')) return;
      const edits: [number, number, string][] = [];
      edit(this.parse(code) as unknown as Node, code, edits, languageOf(id));
      return edits
        .toSorted(([a], [b]) => b - a)
        .reduce(
          (text, [start, end, value]) => text.slice(0, start) + value + text.slice(end),
          code,
        );
    },
  };
}
