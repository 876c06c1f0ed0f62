import Markdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import { Link } from 'react-router';

/** Links inside the site stay in the app; others open in a new tab without handing over the opener. */
const components: Components = {
  a: ({ href = '', children }) =>
    href.startsWith('/') && !href.startsWith('//') ? (
      <Link to={href}>{children}</Link>
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    ),
  img: ({ src, alt }) => <img src={typeof src === 'string' ? src : undefined} alt={alt ?? ''} loading="lazy" />,
  // the page title is the only h1
  h1: ({ children }) => <h2>{children}</h2>,
};

/**
 * A post's markdown as React elements. Raw HTML in the markdown is never rendered (react-markdown
 * drops it), and rehype-sanitize (GitHub's schema) strips what markdown itself could smuggle in:
 * `javascript:` URLs, event attributes, clobbering ids. Nothing goes through innerHTML.
 */
export function ArticleBody({ markdown, lang }: { markdown: string; lang?: string }) {
  return (
    <div className="article__body" data-testid="article-body" lang={lang}>
      <Markdown rehypePlugins={[rehypeSanitize]} components={components}>
        {markdown}
      </Markdown>
    </div>
  );
}
