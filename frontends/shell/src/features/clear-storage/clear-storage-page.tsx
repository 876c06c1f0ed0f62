import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, PageHead, USER_QUERY_KEY } from '@trap/ui';
import { useClearStorageT } from './texts/texts.ts';

interface Result {
  local: boolean;
  session: boolean;
  cookies: string[];
}

/** Clears what the browser lets a page clear: local and session storage and the readable cookies. */
function clearBrowserData(): Result {
  const result: Result = { local: false, session: false, cookies: [] };
  try {
    localStorage.clear();
    result.local = true;
  } catch {
    // storage blocked
  }
  try {
    sessionStorage.clear();
    result.session = true;
  } catch {
    // storage blocked
  }
  for (const part of document.cookie ? document.cookie.split(';') : []) {
    const name = part.split('=')[0]?.trim();
    if (!name) continue;
    const expire = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0`;
    document.cookie = `${expire}; path=/`;
    document.cookie = expire;
    result.cookies.push(name);
  }
  return result;
}

export default function ClearStoragePage() {
  const [result, setResult] = useState<Result | null>(null);
  const queryClient = useQueryClient();
  const { t } = useClearStorageT();
  useEffect(() => {
    setResult(clearBrowserData());
    // Keep the session query; everything else cached is gone with the storage.
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] && q.getObserversCount() === 0 });
  }, [queryClient]);
  return (
    <div className="page page--narrow">
      <PageHead title={t('title')} noindex />
      <h1>{t('heading')}</h1>
      {result ? (
        <>
          <ul className="page__checklist" aria-label={t('list')}>
            <li>{result.local ? t('local') : t('localBlocked')}</li>
            <li>{result.session ? t('session') : t('sessionBlocked')}</li>
            <li>{result.cookies.length > 0 ? t('cookies', { names: result.cookies.join(', ') }) : t('noCookies')}</li>
          </ul>
          <p className="page__muted">{t('signIn')}</p>
        </>
      ) : (
        <p>{t('clearing')}</p>
      )}
      <div className="page__actions">
        <Button asChild>
          <Link to="/auth">{t('login')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">{t('home')}</Link>
        </Button>
      </div>
    </div>
  );
}
