import path from 'node:path';
import { notFoundDocument, pageDocuments } from '../../../scripts/build/http-rules.ts';
import { budgetProblems } from '../../support/budgets.ts';
import { expect, test } from '../fixtures.ts';

const clientDir = path.join(import.meta.dirname, '..', '..', '..', 'build', 'client');

test('every route stays within its byte budgets', () => {
  const routes = [...pageDocuments, notFoundDocument].map(({ path, file }) => ({
    route: path,
    file,
  }));
  expect(budgetProblems(clientDir, routes)).toEqual([]);
});
