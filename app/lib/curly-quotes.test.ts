import { expect, test } from 'vitest';
import { curlyQuotes, curlyQuotesIn } from './curly-quotes.ts';

test('every string of a content module, at any depth, gets curly quotes; nothing else changes', () => {
  const content = {
    heading: "Let's talk",
    steps: [{ label: 'A "free" consult', hours: 2 }],
    url: 'https://example.com/a-b',
    note: 'Wait -- really...',
    path: 'C:\\sites\\-old',
    featured: null,
  };
  expect(curlyQuotes(content)).toEqual({
    heading: 'Let’s talk',
    steps: [{ label: 'A “free” consult', hours: 2 }],
    url: 'https://example.com/a-b',
    note: 'Wait -- really...',
    path: 'C:\\sites-old',
    featured: null,
  });
});

test('in HTML, code keeps its straight quotes', () => {
  expect(curlyQuotesIn('<p>"Ship it," she said: <code>"npm test"</code></p>')).toBe(
    '<p>“Ship it,” she said: <code>"npm test"</code></p>',
  );
});
