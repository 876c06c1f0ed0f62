import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { SkillCategory, SkillRoadmap, SkillView } from '@trap/contracts';
import { Button, Card, Container, Spinner, errorMessage } from '@trap/ui';
import { skillRoadmapQuery } from '../../shared/progress/progress-api.ts';
import '../../shared/styles/page.css';
import './skill-roadmap.css';

const fmt = (n: number) => n.toLocaleString('en-IN');
const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** /skill-roadmap: level and XP, what to practise next, and the skills by category (locked ones with their prerequisites). */
export default function SkillRoadmapPage() {
  const roadmap = useQuery(skillRoadmapQuery);
  const [category, setCategory] = useState<SkillCategory | null>(null);
  const data = roadmap.data;
  return (
    <Container>
      <div className="pr-page">
        <header className="pr-header">
          <h1 className="pr-h1">Skill Roadmap</h1>
          <Link to="/training-hub">Training Hub →</Link>
        </header>
        {roadmap.isPending ? <Spinner label="Loading your roadmap..." /> : null}
        {roadmap.isError ? (
          <Card role="alert">
            <p className="pr-error">Your roadmap could not be loaded: {errorMessage(roadmap.error)}</p>
            <Button variant="outline" onClick={() => void roadmap.refetch()}>
              Try again
            </Button>
          </Card>
        ) : null}
        {data ? (
          <>
            <Overview data={data} />
            {data.practiseNext ? (
              <Card role="region" aria-labelledby="rm-next" className="rm-next">
                <h2 id="rm-next" className="pr-h2">
                  Practise next: {data.practiseNext.name}
                </h2>
                <p className="rm-next__reason">{data.practiseNext.reason}</p>
                <Link to="/practice">Log a practice session →</Link>
              </Card>
            ) : null}
            <nav className="rm-categories" aria-label="Skill categories" data-tour="roadmap-categories">
              <Button
                size="sm"
                variant={category === null ? 'primary' : 'outline'}
                aria-pressed={category === null}
                onClick={() => setCategory(null)}
              >
                All skills
              </Button>
              {data.categories.map((c) => (
                <Button
                  key={c}
                  size="sm"
                  variant={category === c ? 'primary' : 'outline'}
                  aria-pressed={category === c}
                  onClick={() => setCategory(c)}
                >
                  {c}
                </Button>
              ))}
            </nav>
            <section aria-labelledby="rm-skills" data-tour="roadmap-levels" className="rm-skills">
              <h2 id="rm-skills" className="pr-h2">
                Skill levels
              </h2>
              {data.categories
                .filter((c) => category === null || c === category)
                .map((c) => (
                  <section key={c} aria-labelledby={`rm-cat-${c}`} className="rm-category">
                    <h3 id={`rm-cat-${c}`} className="pr-h3">
                      {c}
                    </h3>
                    <ul className="rm-grid">
                      {data.skills
                        .filter((s) => s.category === c)
                        .map((s) => (
                          <li key={s.id}>
                            <SkillCard skill={s} />
                          </li>
                        ))}
                    </ul>
                  </section>
                ))}
            </section>
          </>
        ) : null}
      </div>
    </Container>
  );
}

function Overview({ data }: { data: SkillRoadmap }) {
  const p = data.progression;
  const unlocked = data.skills.filter((s) => s.unlocked).length;
  return (
    <Card role="region" aria-labelledby="rm-overview" data-tour="roadmap-overview">
      <h2 id="rm-overview" className="pr-h2">
        Progress overview
      </h2>
      <p className="rm-level">
        <span className="rm-level__number">Level {p.level}</span> <span className="rm-level__label">{p.levelLabel}</span>
      </p>
      <div
        className="rm-bar"
        role="progressbar"
        aria-label={`XP toward level ${p.level + 1}`}
        aria-valuemin={p.levelStartXp}
        aria-valuemax={p.nextLevelXp}
        aria-valuenow={p.totalXp}
        aria-valuetext={`${fmt(p.totalXp)} of ${fmt(p.nextLevelXp)} XP`}
      >
        <span className="rm-bar__fill" style={{ width: `${Math.min(100, Math.round(p.progressToNext * 100))}%` }} />
      </div>
      <p>
        <strong>{fmt(p.totalXp)} XP</strong> · {fmt(p.nextLevelXp - p.totalXp)} XP to level {p.level + 1}
      </p>
      <p className="pr-muted">
        Skills {fmt(p.skillXp)} XP and challenges {fmt(p.challengeXp)} XP · {unlocked} of {data.skills.length} skills unlocked
      </p>
      {p.sessions === 0 ? (
        <p className="pr-muted">
          No sessions yet. <Link to="/practice">Log a practice session</Link> target by target and your skills start earning XP.
        </p>
      ) : null}
    </Card>
  );
}

function SkillCard({ skill: s }: { skill: SkillView }) {
  const titleId = `rm-skill-${s.id}`;
  const floor = s.unlocked && s.level > 0 ? s.levels[s.level - 1]! : 0;
  const share = s.nextLevelXp == null ? 1 : Math.max(0, Math.min(1, (s.xp - floor) / (s.nextLevelXp - floor)));
  return (
    <article className={s.unlocked ? 'rm-skill' : 'rm-skill rm-skill--locked'} aria-labelledby={titleId}>
      <header className="rm-skill__head">
        <h4 id={titleId} className="rm-skill__name">
          {s.name}
        </h4>
        <span className="rm-skill__badge">{s.unlocked ? `Level ${s.level} of ${s.maxLevel}` : 'Locked'}</span>
      </header>
      <p className="rm-skill__meta">
        {s.difficulty[0]!.toUpperCase() + s.difficulty.slice(1)} · {fmt(s.xp)} XP
      </p>
      <p className="rm-skill__text">{s.description}</p>
      {s.unlocked ? (
        <>
          <div
            className="rm-bar rm-bar--small"
            role="progressbar"
            aria-label={`${s.name}: XP toward the next level`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(share * 100)}
          >
            <span className="rm-bar__fill" style={{ width: `${Math.round(share * 100)}%` }} />
          </div>
          <p className="pr-muted">
            {s.nextLevelXp == null ? 'Top level reached.' : `${fmt(s.nextLevelXp - s.xp)} XP to level ${s.level + 1}.`} {s.howToEarn}
          </p>
        </>
      ) : (
        <div className="rm-skill__locked">
          <p>Unlocks when these reach level 1:</p>
          <ul aria-label={`Prerequisites of ${s.name}`}>
            {s.prerequisites.map((p) => (
              <li key={p.id} className={p.met ? 'rm-prereq rm-prereq--met' : 'rm-prereq'}>
                {p.name} {p.met ? '(done)' : '(not yet)'}
              </li>
            ))}
          </ul>
          <p className="pr-muted">
            {s.howToEarn}
            {s.xp > 0 ? ` ${fmt(s.xp)} XP is waiting for the unlock.` : ''}
          </p>
        </div>
      )}
      {s.lastPracticed ? <p className="pr-muted">Last practised {dateOf(s.lastPracticed)}</p> : null}
    </article>
  );
}
