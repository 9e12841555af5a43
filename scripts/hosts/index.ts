/**
 * Every host the site deploys to. Adding a host means adding its module
 * beside this one and listing it here.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cloudflare } from './cloudflare';
import { githubPages } from './github-pages';
import { netlify } from './netlify';
import { nginx } from './nginx';
import { serve } from './serve';
import type { BuiltSite, HostTarget } from './types';

const hostTargets: readonly HostTarget[] = [serve, netlify, cloudflare, nginx, githubPages];

/**
 * The files every target asks for, by path under `build/`. Two hosts may read
 * one file (Netlify and Cloudflare share `_headers`), but only if they agree
 * on its content.
 */
export function hostFiles(site: BuiltSite, targets = hostTargets): Map<string, string> {
  const files = new Map<string, string>();
  const owners = new Map<string, string>();
  for (const target of targets) {
    for (const [file, content] of Object.entries(target.files(site))) {
      const existing = files.get(file);
      if (existing !== undefined && existing !== content)
        throw new Error(`${target.name} and ${owners.get(file)} disagree on build/${file}`);
      files.set(file, content);
      owners.set(file, target.name);
    }
  }
  return files;
}

export async function writeHostFiles(site: BuiltSite, targets = hostTargets) {
  for (const [file, content] of hostFiles(site, targets)) {
    const destination = path.join(site.buildDir, file);
    await mkdir(path.dirname(destination), { recursive: true });
    await writeFile(destination, content);
  }
  for (const target of targets) await target.finish?.(site);
}
