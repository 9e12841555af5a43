/**
 * `_headers` and `_redirects`, the format Netlify and Cloudflare Pages share.
 * Both read them from the published folder and match rules against the
 * requested path.
 */
import { type HeaderRule, pageDocuments, redirects, typedFiles } from '../http-rules.ts';

/**
 * A page's rule is written twice: for its URL ("/about"), which Netlify and
 * Cloudflare Pages match, and for the file that answers it ("/about.html"),
 * which Netlify's local runtime matches instead. No request meets both.
 */
function withFilePaths(rules: readonly HeaderRule[]): HeaderRule[] {
  return rules.flatMap((rule) => {
    const page = pageDocuments.find((document) => document.path === rule.path);
    return page ? [rule, { ...rule, path: `/${page.file}` }] : [rule];
  });
}

function headersFile(rules: readonly HeaderRule[]): string {
  const types = typedFiles.map(({ path, type }) => ({ path, headers: { 'Content-Type': type } }));
  return [...withFilePaths(rules), ...types]
    .map(({ path, headers }) =>
      [path, ...Object.entries(headers).map(([key, value]) => `  ${key}: ${value}`)].join('\n'),
    )
    .join('\n\n')
    .concat('\n');
}

/**
 * Plain (unforced) rules: Cloudflare rejects Netlify's forced `301!` form.
 * They work on Netlify too because no file exists at the redirected paths.
 */
function redirectsFile(): string {
  return redirects
    .map(({ from, to, status }) => `${from} ${to} ${status}`)
    .join('\n')
    .concat('\n');
}

export function ruleFiles(rules: readonly HeaderRule[]): Record<string, string> {
  return { 'client/_headers': headersFile(rules), 'client/_redirects': redirectsFile() };
}
