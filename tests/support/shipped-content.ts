/**
 * Whether app/content/ is the content the project ships: the content the
 * visual baselines were taken with, recorded beside them (content.sha256) by
 * the run that takes them. The checks that hold the template to figures of
 * its own content (its pictures, its pages' bytes) run only while it is
 * (docs/decisions/029-the-baselines-guard-the-templates-look.md).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { homePath } from '../../app/content/pages.ts';
import { portfolio } from '../../app/content/projects.ts';
import { site } from '../../app/content/site.ts';

const contentFolder = path.join(import.meta.dirname, '..', '..', 'app', 'content');
const recorded = path.join(import.meta.dirname, '..', 'e2e', '__screenshots__', 'content.sha256');

/**
 * The portfolio's picture of this very site (the project whose site is this
 * one): its home page as it is now, which the baselines' run takes afresh.
 */
export const ownSite = portfolio.projects
  .flatMap((project) => project.sites)
  .find((part) => part.url === `${site.siteUrl}${homePath}`);

/** The code beside the content: its schemas, their checks and tests, which change with the template. */
const CODE = /(^|\/)(schema|validate|translations)\.ts$|\.schema\.ts$|\.test\.ts$/;

/** Every file of the content in app/content/, by its path there, but this site's picture. */
function contentDigest(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(contentFolder, { recursive: true, encoding: 'utf8' }).toSorted()) {
    const name = file.split(path.sep).join('/');
    const full = path.join(contentFolder, file);
    if (
      statSync(full).isFile() &&
      !CODE.test(name) &&
      name !== `images/screenshots/${ownSite?.screenshot?.file}`
    )
      hash.update(`${name}\n`).update(readFileSync(full));
  }
  return hash.digest('hex');
}

export const shippedContent =
  existsSync(recorded) && readFileSync(recorded, 'utf8').trim() === contentDigest();

/** Records the content as it is now as the shipped one. */
export const recordShippedContent = () => writeFileSync(recorded, `${contentDigest()}\n`);

/** Why a check of the shipped content's own figures skips. */
export const NOT_SHIPPED =
  'app/content/ is not the content the project ships: this holds the template to its own';
