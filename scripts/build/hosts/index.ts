/**
 * Every host the site deploys to. Adding a host means adding its module
 * beside this one and listing it here, with its local runtime
 * (scripts/dev/host-runtimes.ts) if it has one.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cloudflare } from './cloudflare.ts';
import { githubPages } from './github-pages.ts';
import { netlify } from './netlify.ts';
import { nginx } from './nginx.ts';
import { serve } from './serve.ts';
import type { BuiltSite, HostTarget } from './types.ts';

/**
 * Each host: its configuration writer, and, where it can be run here, the
 * name of its local runtime and the port the HTTP suite serves it on
 * (GitHub Pages has none: tests/e2e/site/github-pages.spec.ts stands in for it).
 */
export const hosts = [
  { target: serve, runtime: 'serve', testPort: 3110 },
  { target: netlify, runtime: 'netlify', testPort: 3113 },
  { target: cloudflare, runtime: 'cloudflare', testPort: 3112 },
  { target: nginx, runtime: 'nginx', testPort: 3111 },
  { target: githubPages },
] as const satisfies readonly { target: HostTarget; runtime?: string; testPort?: number }[];

/** The hosts that have a local runtime. */
export type RuntimeName = Extract<(typeof hosts)[number], { runtime: string }>['runtime'];

const hostTargets: readonly HostTarget[] = hosts.map((host) => host.target);

/**
 * The files every target asks for, by path under `build/`. Two hosts may read
 * one file (Netlify and Cloudflare share `_headers`), but only if they agree
 * on its content.
 */
function hostFiles(site: BuiltSite, targets = hostTargets): Map<string, string> {
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
