import { Breadcrumb, ItemEnd } from '../components/trail.tsx';
import { typeset } from '../components/typeset.tsx';
import { prerenderedBodies } from '../lib/prerendered.ts';
import { inLanguage } from '../lib/content-in.ts';
import { useLanguage } from '../lib/languages.ts';
import { documentMeta, languageOfUrl, notFoundMeta } from '../lib/meta.ts';
// The loader's alone: the browser's bundle drops it with the loader.
import { jsonLd, postStructuredData } from '../lib/structured-data.ts';
import { formatDay, formatMinutes, postView } from '../lib/writing.ts';
import NotFound from './not-found.tsx';
import heading from '../components/page-heading.module.css';
import styles from './post.module.css';
import 'virtual:writing-code.css';
import monoFont from '@site-font/mono.woff2?url';

/**
 * A post, under its language's writing page (/writing/<slug>). Its body travels
 * once: a first visit gets it
 * as the prerendered HTML, which React keeps as it finds it; a client-side
 * navigation loads it as a module of its own (scripts/build/writing.ts).
 * The build-time loader hands the body to the prerender without putting it
 * in the page's data (prerendered.ts).
 */
interface Args {
  readonly params: { readonly slug?: string };
  readonly request: Request;
}

export async function loader({ params, request }: Args) {
  const language = languageOfUrl(request.url);
  const { postHtml, postLists, postsOf } = await import('../lib/posts.server.ts');
  const view = postView(postLists(), language, params.slug, await inLanguage('writing', language));
  const source = postsOf(language).find((post) => post.slug === params.slug);
  if (!view || !source) return undefined;
  prerenderedBodies.set(view.post.path, await postHtml(source));
  return {
    ...view,
    html: undefined,
    structuredData: jsonLd(postStructuredData(view.post, language)),
  };
}

export async function clientLoader({ params, request }: Args) {
  const language = languageOfUrl(request.url);
  const [{ posts, bodies }, writing] = await Promise.all([
    import('virtual:writing'),
    inLanguage('writing', language),
  ]);
  const view = postView(posts, language, params.slug, writing);
  const body = view && bodies[view.post.path];
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
}) =>
  loaderData
    ? documentMeta({ ...loaderData.post, alternates: loaderData.alternates })
    : notFoundMeta(location.pathname);

export default function PostPage({ loaderData }: { loaderData: PostData }) {
  const language = useLanguage();
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
          {words.published} <time dateTime={post.date}>{formatDay(post.date, language)}</time>
          {post.updated ? (
            <>
              {' · '}
              {words.updated}{' '}
              <time dateTime={post.updated}>{formatDay(post.updated, language)}</time>
            </>
          ) : null}
          {` · ${formatMinutes(post.minutes, language)} ${words.readingTime}`}
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
