import { expect, test } from 'vitest';
import { sitePolicy } from '../../tests/support/site-policy.ts';
import {
  contentSecurityPolicy,
  cspMetaTag,
  documentPolicy,
  inlineHash,
  inlineScripts,
  inlineStyles,
  withPolicyMeta,
} from './csp.ts';

test('hashes a script as the CSP specification does', () => {
  // The example from the CSP Level 3 specification, section "hash-source".
  expect(inlineHash("alert('Hello, world.');")).toBe(
    "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
  );
});

test('finds the inline scripts that run, not external scripts or JSON-LD data', () => {
  const html = `<head><script src="/a.js"></script><script>one()</script></head>
    <body><script type="module" async="">import "/b.js";</script>
    <script type="application/ld+json">{"@type":"Thing"}</script></body>`;
  expect(inlineScripts(html)).toEqual(['one()', 'import "/b.js";']);
});

test('a changed script no longer matches the policy', () => {
  const policy = contentSecurityPolicy({ scripts: ['one()'] });
  expect(policy).toContain(inlineHash('one()'));
  expect(policy).not.toContain(inlineHash('one() '));
});

test('the policy is strict: self only, no unsafe sources, nothing framed, posted or based elsewhere', () => {
  const policy = contentSecurityPolicy({ scripts: ['a()', 'a()', 'b()'], styles: ['p{}'] });
  const directives = new Map(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name, values] as const;
    }),
  );
  expect(directives.get('default-src')).toEqual(["'self'"]);
  expect(directives.get('script-src')).toEqual([
    "'self'",
    ...[inlineHash('a()'), inlineHash('b()')].sort(),
  ]);
  expect(directives.get('style-src')).toEqual(["'self'", inlineHash('p{}')]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'self'"]);
  expect(directives.get('form-action')).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy).not.toMatch(/unsafe-(inline|eval)/);
});

test('finds inline styles, so the inlined CSS can be hashed', () => {
  expect(
    inlineStyles('<head><style>a{color:red}</style></head><body><style media="print">b{}</style>'),
  ).toEqual(['a{color:red}', 'b{}']);
});

test('the meta-element copy of the policy leaves out what only a header can say', () => {
  const tag = cspMetaTag(contentSecurityPolicy({ scripts: ['a()'] }));
  expect(tag).toMatch(
    /^<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/,
  );
  expect(tag).not.toContain('frame-ancestors');
});

test('finds inline scripts and styles however their attributes are spaced', () => {
  const html = [
    '<script src = "/a.js"></script>',
    '<script type = "Application/JSON">{"data": 1}</script>',
    '<script type="module">run()</script>',
    '<style media="all">\n  a { color: red }\n</style>',
  ].join('');
  expect(inlineScripts(html)).toEqual(['run()']);
  expect(inlineStyles(html)).toEqual(['\n  a { color: red }\n']);
});

test('hashes the UTF-8 bytes of the text', () => {
  // echo -n 'é' | openssl dgst -sha256 -binary | base64
  expect(inlineHash('é')).toBe("'sha256-SplVfkAzw1Od4utlRyAXytX5VX96BiWgnxw/biumnEw='");
});

test('the policy lists exactly these directives, and nothing inline without a hash', () => {
  const policy = contentSecurityPolicy({ scripts: ['run()'] });
  expect(policy.split('; ')).toEqual(sitePolicy({ scripts: [inlineHash('run()')], styles: [] }));
});

test("a document's policy allows its own inline script and style, and no other page's", () => {
  const about = '<head><style>a{}</style></head><body><script>about()</script></body>';
  const policy = documentPolicy(about);
  expect(policy).toContain(`script-src 'self' ${inlineHash('about()')};`);
  expect(policy).toContain(`style-src 'self' ${inlineHash('a{}')};`);
  expect(policy).not.toContain(inlineHash('home()'));
});

test('a meta policy goes right after the charset, before anything it governs', () => {
  const html = '<head><meta charset="utf-8"/><style>a{}</style></head><body><script>run()</script>';
  const withMeta = withPolicyMeta(html);
  expect(withMeta).toBe(
    html.replace('<meta charset="utf-8"/>', `$&${cspMetaTag(documentPolicy(html))}`),
  );
  expect(withMeta).toContain(inlineHash('run()'));
});
