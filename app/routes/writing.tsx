import { Closing } from '../components/action-links.tsx';
import { Lead } from '../components/lead.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { SiteLink } from '../components/site-link.tsx';
import { typeset } from '../components/typeset.tsx';
import { writingPath } from '../content/pages.ts';
import { writing } from '../content/writing.ts';
import { FEED_PATH, pageMeta, sitePath } from '../lib/meta.ts';
import { formatDay, formatMinutes } from '../lib/writing.ts';
import styles from './writing.module.css';

export const meta = () => pageMeta(writingPath);

/** The posts, newest first: read from their files at build time, or loaded for a navigation. */
export async function loader() {
  const { posts, summary } = await import('../lib/posts.server.ts');
  return { posts: posts.map(summary) };
}

export async function clientLoader() {
  const { posts } = await import('virtual:writing');
  return { posts };
}

type WritingData = Awaited<ReturnType<typeof clientLoader>>;

// Typed by hand, not by React Router's typegen: with no post published, no route uses this file.
export default function WritingPage({ loaderData }: { loaderData: WritingData }) {
  return (
    <>
      <PageHeading headline={writing.headline}>{writing.heading}</PageHeading>
      <Lead>{writing.intro}</Lead>
      <p>
        {/* A file for a feed reader, not a page of the app. */}
        <a href={sitePath(FEED_PATH)} type="application/atom+xml" className={styles.feed}>
          {writing.feedLink}
        </a>
      </p>
      <ol className={styles.posts}>
        {loaderData.posts.map((post) => (
          <li key={post.path} className={styles.post}>
            <h2 className={styles.title}>
              <SiteLink to={post.path}>{typeset(post.label)}</SiteLink>
            </h2>
            <p className={styles.date}>
              <time dateTime={post.date}>{formatDay(post.date)}</time>
              {` · ${formatMinutes(post.minutes)} ${writing.words.readingTime}`}
            </p>
            <p className={styles.description}>{typeset(post.description)}</p>
          </li>
        ))}
      </ol>
      <Closing heading={writing.callToAction.heading} links={[writing.callToAction.link]} />
    </>
  );
}
