import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { emailAddress, webAddress, joinUnbroken, typeset } from './typeset.tsx';

/** The runs kept on one line, and the whole text as a reader gets it. */
function typeSet(content: React.ReactNode) {
  const { container } = render(<p>{content}</p>);
  return {
    kept: [...container.querySelectorAll('.keep-together')].map((span) => span.textContent),
    text: container.textContent,
  };
}

test('word pairs and figure ranges stay on one line, and the text is unchanged', () => {
  const text = 'A one-person, front-end studio: 200–1,350 hours, $12,000–$81,000 each.';
  expect(typeSet(typeset(text))).toEqual({
    kept: ['one-person', 'front-end', '200–1,350', '$12,000–$81,000'],
    text,
  });
});

test('a dash stays with the word before it, so no line starts with it', () => {
  const text = 'Craftsmanship in Action — Selected Projects';
  expect(typeSet(typeset(text))).toEqual({ kept: ['Action —'], text });
});

test('text with nothing to keep together is the text itself', () => {
  expect(typeset('Plain words, 2025.')).toBe('Plain words, 2025.');
});

test('joined items keep their separator with their last word, so no line starts with it', () => {
  expect(typeSet(joinUnbroken(['Angular', 'React Router', 'AWS'], '·'))).toEqual({
    kept: ['Angular ·', 'Router ·'],
    text: 'Angular · React Router · AWS',
  });
});

test('an email address may wrap after its "@" and its dots, and reads and copies unchanged', () => {
  const { container } = render(<p>{emailAddress('first.last@studio-name.example')}</p>);
  expect(container.textContent).toBe('first.last@studio-name.example');
  expect(container.querySelector('p')?.innerHTML).toBe(
    'first.<wbr>last@<wbr>studio-name.<wbr>example',
  );
});

test('a web address may wrap after its dots and slashes only, and reads and copies unchanged', () => {
  const { container } = render(<p>{webAddress('Issue 1: journal.example.com/issues')}</p>);
  expect(container.textContent).toBe('Issue 1: journal.example.com/issues');
  expect(container.querySelector('p')?.innerHTML).toBe(
    'Issue 1: journal.<wbr>example.<wbr>com/<wbr>issues',
  );
});
