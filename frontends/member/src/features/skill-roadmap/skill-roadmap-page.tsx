import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { SkillCategory, SkillDifficulty, SkillRoadmap, SkillView } from '@trap/contracts';
import { Button, Card, Container, Spinner, errorMessage, formatDate, formatNumber, type TFunction } from '@trap/ui';
import { Trans } from '@trap/ui/i18n/trans.tsx';
import { skillRoadmapQuery } from '../../shared/progress/progress-api.ts';
import '../../shared/styles/page.css';
import './skill-roadmap.css';
import { SKILL_ROADMAP_NS, useSkillRoadmapT } from './texts/texts.ts';

/** A category's name (contracts' SKILL_CATEGORIES, which English shows as they are) in the page's language. */
function categoryText(category: SkillCategory, t: TFunction): string {
  switch (category) {
    case 'Fundamentals':
      return t('categories.fundamentals');
    case 'Station angles':
      return t('categories.stationAngles');
    case 'Barrel work':
      return t('categories.barrelWork');
    case 'Consistency':
      return t('categories.consistency');
    case 'Competition':
      return t('categories.competition');
  }
}

/** A difficulty (contracts' SKILL_DIFFICULTIES; English capitalises the value) in the page's language. */
function difficultyText(difficulty: SkillDifficulty, t: TFunction): string {
  switch (difficulty) {
    case 'beginner':
      return t('difficulties.beginner');
    case 'intermediate':
      return t('difficulties.intermediate');
    case 'advanced':
      return t('difficulties.advanced');
    case 'expert':
      return t('difficulties.expert');
  }
}

/** /skill-roadmap: level and XP, what to practise next, and the skills by category (locked ones with their prerequisites). */
export default function SkillRoadmapPage() {
  const roadmap = useQuery(skillRoadmapQuery);
  const [category, setCategory] = useState<SkillCategory | null>(null);
  const data = roadmap.data;
  const { t } = useSkillRoadmapT();
  return (
    <Container>
      <div className="pr-page">
        <header className="pr-header">
          <h1 className="pr-h1">{t('title')}</h1>
          <Link to="/training-hub">{t('toTrainingHub')}</Link>
        </header>
        {roadmap.isPending ? <Spinner label={t('loading')} /> : null}
        {roadmap.isError ? (
          <Card role="alert">
            <p className="pr-error">{t('loadFailed', { reason: errorMessage(roadmap.error) })}</p>
            <Button variant="outline" onClick={() => void roadmap.refetch()}>
              {t('tryAgain')}
            </Button>
          </Card>
        ) : null}
        {data ? (
          <>
            <Overview data={data} />
            {data.practiseNext ? (
              <Card role="region" aria-labelledby="rm-next" className="rm-next">
                <h2 id="rm-next" className="pr-h2">
                  {t('practiseNext', { name: data.practiseNext.name })}
                </h2>
                <p className="rm-next__reason">{data.practiseNext.reason}</p>
                <Link to="/practice">{t('logSessionLink')}</Link>
              </Card>
            ) : null}
            <nav className="rm-categories" aria-label={t('categoriesLabel')} data-tour="roadmap-categories">
              <Button
                size="sm"
                variant={category === null ? 'primary' : 'outline'}
                aria-pressed={category === null}
                onClick={() => setCategory(null)}
              >
                {t('allSkills')}
              </Button>
              {data.categories.map((c) => (
                <Button
                  key={c}
                  size="sm"
                  variant={category === c ? 'primary' : 'outline'}
                  aria-pressed={category === c}
                  onClick={() => setCategory(c)}
                >
                  {categoryText(c, t)}
                </Button>
              ))}
            </nav>
            <section aria-labelledby="rm-skills" data-tour="roadmap-levels" className="rm-skills">
              <h2 id="rm-skills" className="pr-h2">
                {t('skillLevels')}
              </h2>
              {data.categories
                .filter((c) => category === null || c === category)
                .map((c) => (
                  <section key={c} aria-labelledby={`rm-cat-${c}`} className="rm-category">
                    <h3 id={`rm-cat-${c}`} className="pr-h3">
                      {categoryText(c, t)}
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
  const { t, language } = useSkillRoadmapT();
  const fmt = (n: number) => formatNumber(n, language);
  return (
    <Card role="region" aria-labelledby="rm-overview" data-tour="roadmap-overview">
      <h2 id="rm-overview" className="pr-h2">
        {t('overview')}
      </h2>
      <p className="rm-level">
        <span className="rm-level__number">{t('level', { level: fmt(p.level) })}</span>{' '}
        <span className="rm-level__label">{p.levelLabel}</span>
      </p>
      <div
        className="rm-bar"
        role="progressbar"
        aria-label={t('xpToward', { level: fmt(p.level + 1) })}
        aria-valuemin={p.levelStartXp}
        aria-valuemax={p.nextLevelXp}
        aria-valuenow={p.totalXp}
        aria-valuetext={t('xpOf', { xp: fmt(p.totalXp), next: fmt(p.nextLevelXp) })}
      >
        <span className="rm-bar__fill" style={{ width: `${Math.min(100, Math.round(p.progressToNext * 100))}%` }} />
      </div>
      <p>
        <Trans
          ns={SKILL_ROADMAP_NS}
          i18nKey="xpLine"
          values={{ xp: fmt(p.totalXp), left: fmt(p.nextLevelXp - p.totalXp), level: fmt(p.level + 1) }}
          components={{ strong: <strong /> }}
        />
      </p>
      <p className="pr-muted">
        {t('xpSplit', { skill: fmt(p.skillXp), challenge: fmt(p.challengeXp), unlocked: fmt(unlocked), total: fmt(data.skills.length) })}
      </p>
      {p.sessions === 0 ? (
        <p className="pr-muted">
          <Trans ns={SKILL_ROADMAP_NS} i18nKey="noSessions" components={{ practice: <Link to="/practice" /> }} />
        </p>
      ) : null}
    </Card>
  );
}

function SkillCard({ skill: s }: { skill: SkillView }) {
  const titleId = `rm-skill-${s.id}`;
  const { t, language } = useSkillRoadmapT();
  const fmt = (n: number) => formatNumber(n, language);
  const floor = s.unlocked && s.level > 0 ? s.levels[s.level - 1]! : 0;
  const share = s.nextLevelXp == null ? 1 : Math.max(0, Math.min(1, (s.xp - floor) / (s.nextLevelXp - floor)));
  return (
    <article className={s.unlocked ? 'rm-skill' : 'rm-skill rm-skill--locked'} aria-labelledby={titleId}>
      <header className="rm-skill__head">
        <h4 id={titleId} className="rm-skill__name">
          {s.name}
        </h4>
        <span className="rm-skill__badge">{s.unlocked ? t('levelOf', { level: fmt(s.level), max: fmt(s.maxLevel) }) : t('locked')}</span>
      </header>
      <p className="rm-skill__meta">{t('meta', { difficulty: difficultyText(s.difficulty, t), xp: fmt(s.xp) })}</p>
      <p className="rm-skill__text">{s.description}</p>
      {s.unlocked ? (
        <>
          <div
            className="rm-bar rm-bar--small"
            role="progressbar"
            aria-label={t('skillBar', { name: s.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(share * 100)}
          >
            <span className="rm-bar__fill" style={{ width: `${Math.round(share * 100)}%` }} />
          </div>
          <p className="pr-muted">
            {s.nextLevelXp == null ? t('topLevel') : t('xpToLevel', { xp: fmt(s.nextLevelXp - s.xp), level: fmt(s.level + 1) })}{' '}
            {s.howToEarn}
          </p>
        </>
      ) : (
        <div className="rm-skill__locked">
          <p>{t('unlocksWhen')}</p>
          <ul aria-label={t('prerequisites', { name: s.name })}>
            {s.prerequisites.map((p) => (
              <li key={p.id} className={p.met ? 'rm-prereq rm-prereq--met' : 'rm-prereq'}>
                {p.name} {p.met ? t('prereqDone') : t('prereqNotYet')}
              </li>
            ))}
          </ul>
          <p className="pr-muted">
            {s.howToEarn}
            {s.xp > 0 ? ` ${t('xpWaiting', { xp: fmt(s.xp) })}` : ''}
          </p>
        </div>
      )}
      {s.lastPracticed ? <p className="pr-muted">{t('lastPractised', { date: formatDate(s.lastPracticed, language) })}</p> : null}
    </article>
  );
}
