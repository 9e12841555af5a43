import { expect, test } from 'vitest';
import { virtualModule } from './virtual-module.ts';

type Hook = (id: string) => unknown;

test('a virtual module plugin resolves its own ids, and loads only those', () => {
  const plugin = virtualModule('test:virtual', {
    'virtual:thing.css': () => 'a { color: red }',
    'virtual:other.js': () => 'export default 1;',
  });
  const resolveId = plugin.resolveId as unknown as Hook;
  const load = plugin.load as unknown as Hook;
  expect(plugin.name).toBe('test:virtual');
  expect(resolveId('virtual:thing.css')).toBe('\0virtual:thing.css');
  expect(resolveId('virtual:other.js')).toBe('\0virtual:other.js');
  expect(resolveId('virtual:third.css')).toBeUndefined();
  expect(resolveId('/app/thing.css')).toBeUndefined();
  expect(resolveId('toString')).toBeUndefined();
  expect(load('\0virtual:thing.css')).toBe('a { color: red }');
  expect(load('\0virtual:other.js')).toBe('export default 1;');
  expect(load('virtual:thing.css')).toBeUndefined();
  expect(load('\0virtual:third.css')).toBeUndefined();
  expect(load('\0toString')).toBeUndefined();
});
