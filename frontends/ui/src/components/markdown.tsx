import Markdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import { Link } from 'react-router';

/** Links inside the site stay in the app; others open in a new tab without handing over the opener. */
const components: Components = {
  a: ({ href = '', children }) =>
    href.startsWith('/') && !href.startsWith('//') ? (
      <Link to={href}>{children}</Link>
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow ugc">
        {children}
      </a>
    ),
  img: ({ src, alt }) => <img src={typeof src === 'string' ? src : undefined} alt={alt ?? ''} loading="lazy" />,
  // the page title is the only h1
  h1: ({ children }) => <h2>{children}</h2>,
};

/**
 * Members' markdown (forum topics and replies, and their preview) as React elements, the way the
 * blog renders articles: raw HTML is never rendered (react-markdown drops it) and rehype-sanitize
 * (GitHub's schema) strips `javascript:` URLs, event attributes and clobbering ids. Nothing goes
 * through innerHTML. Imported by its path (`@trap/ui/components/markdown.tsx`), so only the screens
 * that show markdown carry the parser.
 */
export function MarkdownContent({
  markdown,
  className,
  testId,
  lang,
}: {
  markdown: string;
  className?: string;
  testId?: string;
  /** the language the text is written in, when it may differ from the page's */
  lang?: string;
}) {
  return (
    <div className={className ?? 'markdown-content'} data-testid={testId} lang={lang}>
      <Markdown rehypePlugins={[rehypeSanitize]} components={components}>
        {markdown}
      </Markdown>
    </div>
  );
}
