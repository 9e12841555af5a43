import { Closing } from '../components/action-links.tsx';
import { Lead } from '../components/lead.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { SiteLink } from '../components/site-link.tsx';
import { typeset } from '../components/typeset.tsx';
import { inLanguage } from '../lib/content-in.ts';
import { useLanguage } from '../lib/languages.ts';
import { feedPathOf, languageOfUrl, pageMeta, sitePath } from '../lib/meta.ts';
import { formatDay, formatMinutes } from '../lib/writing.ts';
import styles from './writing.module.css';

export const meta = ({ location }: { location: { pathname: string } }) =>
  pageMeta(location.pathname);

/** The page's language's posts, newest first: read from their files at build time, or loaded for a navigation. */
export async function loader({ request }: { readonly request: Request }) {
  const language = languageOfUrl(request.url);
  const { postsOf, summary } = await import('../lib/posts.server.ts');
  return { posts: postsOf(language).map(summary), writing: await inLanguage('writing', language) };
}

export async function clientLoader({ request }: { readonly request: Request }) {
  const language = languageOfUrl(request.url);
  const [{ posts }, writing] = await Promise.all([
    import('virtual:writing'),
    inLanguage('writing', language),
  ]);
  return { posts: posts[language.folder] ?? [], writing };
}

type WritingData = Awaited<ReturnType<typeof clientLoader>>;

// Typed by hand, not by React Router's typegen: with no post published, no route uses this file.
export default function WritingPage({ loaderData }: { loaderData: WritingData }) {
  const { writing } = loaderData;
  const language = useLanguage();
  return (
    <>
      <PageHeading headline={writing.headline}>{writing.heading}</PageHeading>
      <Lead>{writing.intro}</Lead>
      <p>
        {/* A file for a feed reader, not a page of the app. */}
        <a
          href={sitePath(feedPathOf(language))}
          type="application/atom+xml"
          className={styles.feed}
        >
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
              <time dateTime={post.date}>{formatDay(post.date, language)}</time>
              {` · ${formatMinutes(post.minutes, language)} ${writing.words.readingTime}`}
            </p>
            <p className={styles.description}>{typeset(post.description)}</p>
          </li>
        ))}
      </ol>
      <Closing heading={writing.callToAction.heading} links={[writing.callToAction.link]} />
    </>
  );
}
