/**
 * The one way the build reads and changes HTML: node-html-parser finds the
 * elements, and each change replaces an element's exact source range, so
 * every byte outside the changed elements stays as React Router wrote it
 * (the parser's own serialiser would rewrite void tags and spacing).
 */
import { type HTMLElement, parse } from 'node-html-parser';

/** A document as the build reads it: comments kept (React's markers), script and style text raw. */
export function parseHtml(html: string): HTMLElement {
  return parse(html, {
    comment: true,
    blockTextElements: { script: true, style: true, noscript: true, pre: true },
  });
}

/** A change to a document: the source from `range[0]` to `range[1]` becomes `text`. */
export interface Edit {
  readonly range: readonly [number, number];
  readonly text: string;
}

/** An edit that puts `text` in place of an element. */
export const replace = (element: HTMLElement, text: string): Edit => ({
  range: element.range,
  text,
});

/** An edit that puts `text` right after the charset declaration; none if there is no charset. */
export function afterCharset(root: HTMLElement, text: string): Edit[] {
  const charset = root.querySelector('meta[charset]');
  return charset ? [{ range: [charset.range[1], charset.range[1]], text }] : [];
}

/**
 * The document with every edit made, the edits being apart or touching at an
 * end. They are made from the last to the first, so each range still points
 * at the source; where an insertion and a replacement start at one place, the
 * replacement goes first and the insertion lands before it.
 */
export function applyEdits(html: string, edits: readonly Edit[]): string {
  const lastFirst = [...edits].sort(
    (one, other) => other.range[0] - one.range[0] || other.range[1] - one.range[1],
  );
  let result = html;
  for (const { range, text } of lastFirst)
    result = result.slice(0, range[0]) + text + result.slice(range[1]);
  return result;
}
