import { expect, test } from 'vitest';
import { virtualModule } from './virtual-module';

type Hook = (id: string) => unknown;

test('a virtual module resolves its own id, and loads only that', () => {
  const plugin = virtualModule('test:virtual', 'virtual:thing.css', () => 'a { color: red }');
  const resolveId = plugin.resolveId as unknown as Hook;
  const load = plugin.load as unknown as Hook;
  expect(plugin.name).toBe('test:virtual');
  expect(resolveId('virtual:thing.css')).toBe('\0virtual:thing.css');
  expect(resolveId('virtual:other.css')).toBeUndefined();
  expect(resolveId('/app/thing.css')).toBeUndefined();
  expect(load('\0virtual:thing.css')).toBe('a { color: red }');
  expect(load('virtual:thing.css')).toBeUndefined();
  expect(load('\0virtual:other.css')).toBeUndefined();
});
