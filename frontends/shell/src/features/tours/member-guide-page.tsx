import { Link } from 'react-router';
import { Card, Container, PageHead } from '@trap/ui';
import { MEMBER_GUIDE } from './member-guide.ts';
import './tours.css';

/** In-app member documentation (Help menu → Member Documentation). */
export default function MemberGuidePage() {
  return (
    <Container>
      <PageHead
        title="Member Guide"
        description="How to use each member tool: practice logging, stats, training hub, roadmap, equipment and squads."
      />
      <div className="shell-guide">
        <h1>Member Guide</h1>
        <p className="shell-guide__lead">
          Every member tool at a glance. On each member page, the Help button (?) starts a guided tour of that page.
        </p>
        <nav aria-label="Guide contents" className="shell-guide__toc">
          <ul>
            {MEMBER_GUIDE.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        {MEMBER_GUIDE.map((s) => (
          <Card key={s.id} id={s.id} className="shell-guide__section" aria-labelledby={`guide-${s.id}`}>
            <h2 id={`guide-${s.id}`}>{s.title}</h2>
            <p>{s.text}</p>
            <ul>
              {s.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
            <p>
              <Link to={s.path}>Open {s.title}</Link>
            </p>
          </Card>
        ))}
      </div>
    </Container>
  );
}
