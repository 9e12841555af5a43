import { Breadcrumb, ItemEnd } from '../components/trail.tsx';
import { typeset } from '../components/typeset.tsx';
import { prerenderedBodies } from '../lib/prerendered.ts';
import { documentMeta, notFoundMeta } from '../lib/meta.ts';
// The loader's alone: the browser's bundle drops it with the loader.
import { jsonLd, postStructuredData } from '../lib/structured-data.ts';
import { formatDay, formatMinutes, postView } from '../lib/writing.ts';
import NotFound from './not-found.tsx';
import heading from '../components/page-heading.module.css';
import styles from './post.module.css';
import 'virtual:writing-code.css';
import monoFont from '@site-font/mono.woff2?url';

/**
 * A post, at /writing/<slug>. Its body travels once: a first visit gets it
 * as the prerendered HTML, which React keeps as it finds it; a client-side
 * navigation loads it as a module of its own (scripts/build/writing.ts).
 * The build-time loader hands the body to the prerender without putting it
 * in the page's data (prerendered.ts).
 */
interface Args {
  readonly params: { readonly slug?: string };
}

export async function loader({ params }: Args) {
  const { postHtml, posts, summary } = await import('../lib/posts.server.ts');
  const view = postView(posts.map(summary), params.slug);
  const source = posts.find((post) => post.slug === params.slug);
  if (!view || !source) return undefined;
  prerenderedBodies.set(view.post.path, await postHtml(source));
  return { ...view, html: undefined, structuredData: jsonLd(postStructuredData(view.post)) };
}

export async function clientLoader({ params }: Args) {
  const { posts, bodies } = await import('virtual:writing');
  const view = postView(posts, params.slug);
  const body = view && bodies[params.slug ?? ''];
  return view && body && { ...view, html: (await body()).default, structuredData: '' };
}

// The face its code is set in (post.module.css), with the page, as Figtree is (root.tsx).
export const links = () => [
  {
    rel: 'preload',
    href: monoFont,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous' as const,
  },
];

type PostData = Awaited<ReturnType<typeof loader>> | Awaited<ReturnType<typeof clientLoader>>;

// Typed by hand, not by React Router's typegen: with no post published, no route uses this file.
export const meta = ({
  loaderData,
  location,
}: {
  loaderData: PostData;
  location: { pathname: string };
}) => (loaderData ? documentMeta(loaderData.post) : notFoundMeta(location.pathname));

export default function PostPage({ loaderData }: { loaderData: PostData }) {
  // A slug no post has, reached by a link inside the app: the not-found page, as a host answers.
  if (!loaderData) return <NotFound />;
  const { post, words } = loaderData;
  const html = loaderData.html ?? prerenderedBodies.get(post.path);
  return (
    <>
      <Breadcrumb label={words.breadcrumb} list={loaderData.writing} current={post.label} />
      <article className={styles.post}>
        <h1 tabIndex={-1} className={heading.headline}>
          {typeset(post.label)}
        </h1>
        {/* Under the title, as a case study's client is: the trail above says where it is. */}
        <p className={styles.byline}>
          {words.published} <time dateTime={post.date}>{formatDay(post.date)}</time>
          {post.updated ? (
            <>
              {' · '}
              {words.updated} <time dateTime={post.updated}>{formatDay(post.updated)}</time>
            </>
          ) : null}
          {` · ${formatMinutes(post.minutes)} ${words.readingTime}`}
        </p>
        {html === undefined ? (
          // Hydrating the prerendered page: React keeps the body it finds here.
          <div
            className={styles.body}
            dangerouslySetInnerHTML={{ __html: '' }}
            suppressHydrationWarning
          />
        ) : (
          <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </article>
      <ItemEnd {...loaderData} back={{ path: loaderData.writing.path, label: words.allPosts }} />
    </>
  );
}
