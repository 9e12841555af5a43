import path from 'node:path';
import { documentPaths, servedFileGlob } from '../../scripts/http-rules';
import { budgetProblems } from '../support/budgets';
import { expect, test } from './fixtures';

const clientDir = path.join(import.meta.dirname, '..', '..', 'build', 'client');

test('every route stays within its byte budgets', () => {
  const routes = documentPaths.map((route) => ({ route, file: servedFileGlob(route) }));
  expect(budgetProblems(clientDir, routes)).toEqual([]);
});
