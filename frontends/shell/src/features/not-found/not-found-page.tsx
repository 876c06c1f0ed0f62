import { Link } from 'react-router';
import { Button, PageHead } from '@trap/ui';

/** SPEC 2.5: any other path. */
export function NotFoundPage() {
  return (
    <section className="shell-notfound" aria-labelledby="nf-title">
      <PageHead title="404 Page Not Found" noindex />
      <p className="shell-notfound__code" aria-hidden="true">
        404
      </p>
      <h1 id="nf-title">404 Page Not Found</h1>
      <p>Did you forget to add the page to the router?</p>
      <Button asChild>
        <Link to="/">Back to Home</Link>
      </Button>
    </section>
  );
}

