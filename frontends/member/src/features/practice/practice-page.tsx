import { Link } from 'react-router';
import { Container, useAuth } from '@trap/ui';
import { SessionLogger } from './session-logger.tsx';
import { SessionHistory } from './session-history.tsx';
import { usePendingSync } from './offline-queue.ts';
import { useMemberT } from '../../shared/i18n/member-texts.ts';
import '../../shared/styles/page.css';
import './practice.css';

/** /practice (Log Practice): score a session target by target, offline too, and see the history. */
export default function PracticePage() {
  const { user } = useAuth();
  const { t } = useMemberT();
  usePendingSync(user?.id);
  if (!user) return null;
  return (
    <Container>
      <div className="pr-page">
        <header className="pr-header">
          <h1 className="pr-h1">{t('practice.title')}</h1>
          <Link to="/practice/stats">{t('practice.statsLink')}</Link>
        </header>
        <SessionLogger key={user.id} userId={user.id} />
        <SessionHistory userId={user.id} />
      </div>
    </Container>
  );
}
