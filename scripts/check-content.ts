/**
 * `npm run check-content`, and the same check at the start of every build:
 * lists every content problem at once, each with its file and field.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import {
  type ContentProblem,
  formatProblems,
  siteContent,
  validateContent,
} from '../app/content/validate';

const imagesDir = path.join(import.meta.dirname, '..', 'app', 'content', 'images');

export function checkContent(): ContentProblem[] {
  return validateContent(siteContent, (file) => existsSync(path.join(imagesDir, file)));
}

function report(problems: readonly ContentProblem[]): string {
  const count = problems.length === 1 ? '1 content problem' : `${problems.length} content problems`;
  return `${count}:\n${formatProblems(problems)}`;
}

/** Fails the build, before anything is bundled, when the content has problems. */
export function checkContentPlugin(): Plugin {
  return {
    name: 'check-content',
    apply: 'build',
    buildStart() {
      const problems = checkContent();
      if (problems.length > 0) this.error(report(problems));
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = checkContent();
  if (problems.length > 0) {
    console.error(report(problems));
    process.exit(1);
  }
  console.log('Content is valid.');
}
