import { Link } from 'react-router';
import { ApiError, PageHead } from '@trap/ui';

/**
 * What a content detail page shows when its item cannot be shown: "not found" for a 404 (the item
 * does not exist or was removed), otherwise that loading failed; never indexed; a link back to the list.
 */
export function ItemLoadError(props: {
  error: unknown;
  /** e.g. 'Episode not found' */
  missingTitle: string;
  /** e.g. 'This episode does not exist or has been removed.' */
  missingText: string;
  /** e.g. 'The episode could not be loaded' */
  failedTitle: string;
  failedText?: string;
  /** the page title when loading failed (the section's name) */
  section: string;
  back: { to: string; label: string };
}) {
  const missing = props.error instanceof ApiError && props.error.status === 404;
  return (
    <div className="page page--narrow">
      <PageHead title={missing ? props.missingTitle : props.section} noindex />
      <h1>{missing ? props.missingTitle : props.failedTitle}</h1>
      <p className="page__lead">{missing ? props.missingText : (props.failedText ?? 'Please try again in a moment.')}</p>
      <Link to={props.back.to}>{props.back.label}</Link>
    </div>
  );
}
