/**
 * The owner's words typeset: every straight quote and apostrophe in a
 * content module becomes a typographic one ("don't" → “don’t”), by
 * SmartyPants, at the one place every page, file and test reads the module
 * from. Dashes, ellipses and everything else stay as written.
 */
import { smartypantsu } from 'smartypants';

/** A text, or HTML with its code left as written, with curly quotes. */
export const curlyQuotesIn = (text: string): string => smartypantsu(text, 'q');

/**
 * `content` with every string in it, at any depth, given curly quotes. A
 * string is text, not HTML: what SmartyPants writes as an entity (a
 * backslash-escaped character, "\\-") comes back as the character.
 */
export function curlyQuotes<Content>(content: Content): Content {
  if (typeof content === 'string')
    return curlyQuotesIn(content).replace(/&#(\d+);/g, (_, code: string) =>
      String.fromCodePoint(Number(code)),
    ) as Content;
  if (Array.isArray(content)) return content.map(curlyQuotes) as Content;
  if (content !== null && typeof content === 'object')
    return Object.fromEntries(
      Object.entries(content).map(([key, value]) => [key, curlyQuotes(value)]),
    ) as Content;
  return content;
}
