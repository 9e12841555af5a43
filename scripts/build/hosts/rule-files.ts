/**
 * `_headers` and `_redirects`, the format Netlify and Cloudflare Pages share.
 * Both read them from the published folder and match rules against the
 * requested path.
 */
import { type HeaderRule, redirects } from '../http-rules';

export function headersFile(rules: readonly HeaderRule[]): string {
  return rules
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
export function redirectsFile(): string {
  return redirects
    .map(({ from, to, status }) => `${from} ${to} ${status}`)
    .join('\n')
    .concat('\n');
}

export function ruleFiles(rules: readonly HeaderRule[]): Record<string, string> {
  return { 'client/_headers': headersFile(rules), 'client/_redirects': redirectsFile() };
}
