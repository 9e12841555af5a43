import { expect, test } from 'vitest';
import { ensureDebianPackages } from './debian-packages.ts';

const missing = [
  {
    name: 'WebKit',
    file: '/nowhere/WebKitWebDriver',
    debian: 'webkit2gtk-driver',
    elsewhere: 'npx playwright install webkit',
  },
  { name: 'Xvfb', file: '/nowhere/Xvfb', debian: 'xvfb' },
];
const message = (platform: NodeJS.Platform) => {
  try {
    ensureDebianPackages(missing, 'the journeys', { apt: false, platform });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('no error for a missing requirement');
};

test('on Linux without apt-get rights: each file, the other way to get it, and the apt-get line', () => {
  expect(message('linux').split('\n')).toEqual([
    'Missing for the journeys:',
    '  WebKit (/nowhere/WebKitWebDriver): npx playwright install webkit',
    '  Xvfb (/nowhere/Xvfb)',
    'Or on Debian or Ubuntu: sudo apt-get install -y webkit2gtk-driver xvfb',
  ]);
});

test('on macOS and Windows: only what that platform can install, and no Debian paths', () => {
  for (const platform of ['darwin', 'win32'] as const)
    expect(message(platform), platform).toBe(
      'Missing for the journeys:\n  WebKit: npx playwright install webkit\n',
    );
});

test('nothing to do when every file is there', () => {
  expect(() =>
    ensureDebianPackages([{ name: 'Node', file: process.execPath, debian: 'nodejs' }], 'x', {
      apt: false,
    }),
  ).not.toThrow();
});
