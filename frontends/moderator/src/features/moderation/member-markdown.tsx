import { lazy, Suspense } from 'react';

// The markdown parser loads with the first reported or moderated post, not with the moderator area.
const MarkdownContent = lazy(() => import('@trap/ui/components/markdown.tsx').then((m) => ({ default: m.MarkdownContent })));

/**
 * A member's forum text (markdown) as members are shown it: @trap/ui's MarkdownContent renders it
 * as React elements, drops raw HTML and sanitizes links, so a reported post cannot run anything in a
 * moderator's browser.
 */
export function MemberMarkdown({ text, testId }: { text: string; testId?: string }) {
  return (
    <Suspense fallback={<div className="mod-markdown" aria-busy="true" data-testid={testId} />}>
      <MarkdownContent markdown={text} className="markdown-content mod-markdown" testId={testId} />
    </Suspense>
  );
}
