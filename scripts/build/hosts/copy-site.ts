import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { ruleFiles } from '../http-rules.ts';

/**
 * A fresh copy of the site in `target`, for a host that publishes a folder of
 * its own, without the rule files only Netlify and Cloudflare read.
 */
export async function copySite(clientDir: string, target: string) {
  await rm(target, { recursive: true, force: true });
  await cp(clientDir, target, {
    recursive: true,
    filter: (source) => !ruleFiles.includes(path.relative(clientDir, source)),
  });
}
