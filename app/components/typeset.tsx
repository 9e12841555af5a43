import { Fragment, type ReactNode } from 'react';

/**
 * Runs of text a line must not break inside: a word pair joined by a hyphen
 * ("front-end"), a range of figures ("$3,600–$27,000", "200–1,350"), and a
 * word with the dash that follows it ("Action —"), so that no line starts
 * with a dash. Nothing else changes: the text, and so what is read out and
 * copied, stays the same.
 */
export const UNBREAKABLE = /\p{L}+(?:-\p{L}+)+|\$?\d[\d,.]*(?:–\$?\d[\d,.]*)+|\S+ [—–](?= )/gu;

export function typeset(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let end = 0;
  for (const match of text.matchAll(UNBREAKABLE)) {
    if (match.index > end) parts.push(text.slice(end, match.index));
    parts.push(
      <span key={match.index} className="keep-together">
        {match[0]}
      </span>,
    );
    end = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  if (end < text.length) parts.push(text.slice(end));
  return parts;
}

/**
 * Items joined by a separator ("Angular · Node.js"), each item's last word
 * kept on one line with the separator after it, so that no line starts with
 * the separator (and a long item may still wrap between its words).
 */
export function joinUnbroken(items: readonly string[], separator: string): ReactNode {
  return items.map((item, index) => {
    const last = index === items.length - 1;
    const cut = item.lastIndexOf(' ') + 1;
    // Each text written whole: React parts two texts side by side with a comment.
    const lead = index > 0 ? ' ' : '';
    return (
      <Fragment key={item}>
        {last ? (
          lead + item
        ) : (
          <>
            {lead + item.slice(0, cut) || null}
            <span className="keep-together">{`${item.slice(cut)} ${separator}`}</span>
          </>
        )}
      </Fragment>
    );
  });
}

/** `text`, free to wrap after each of `marks` (<wbr>), and so never inside a word between them. */
const breakingAfter = (text: string, marks: RegExp): ReactNode =>
  text.split(marks).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));

/**
 * An email address, free to wrap after its "@" and after each dot: a long one
 * then breaks at those points rather than inside a word.
 */
export const emailAddress = (email: string): ReactNode => breakingAfter(email, /(?<=[@.])/);

/** A web address, or words naming one, free to wrap after each dot and slash, as an email is. */
export const webAddress = (address: string): ReactNode => breakingAfter(address, /(?<=[./])/);
