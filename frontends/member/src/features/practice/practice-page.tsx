import { Link } from 'react-router';
import { Container, useAuth } from '@trap/ui';
import { SessionLogger } from './session-logger.tsx';
import { SessionHistory } from './session-history.tsx';
import { usePendingSync } from './offline-queue.ts';
import '../../shared/styles/page.css';
import './practice.css';

/** /practice (Log Practice): score a session target by target, offline too, and see the history. */
export default function PracticePage() {
  const { user } = useAuth();
  usePendingSync(user?.id);
  if (!user) return null;
  return (
    <Container>
      <div className="pr-page">
        <header className="pr-header">
          <h1 className="pr-h1">Log Practice</h1>
          <Link to="/practice/stats">My Stats →</Link>
        </header>
        <SessionLogger key={user.id} userId={user.id} />
        <SessionHistory userId={user.id} />
      </div>
    </Container>
  );
}
