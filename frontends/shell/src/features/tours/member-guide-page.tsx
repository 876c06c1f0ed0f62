import { Link } from 'react-router';
import { Card, Container, PageHead } from '@trap/ui';
import { MEMBER_GUIDE } from './member-guide.ts';
import { useToursT } from './texts/texts.ts';
import './tours.css';

/** In-app member documentation (Help menu → Member Documentation). */
export default function MemberGuidePage() {
  const { t } = useToursT();
  return (
    <Container>
      <PageHead title={t('guide.title')} description={t('guide.metaDescription')} />
      <div className="shell-guide">
        <h1>{t('guide.title')}</h1>
        <p className="shell-guide__lead">{t('guide.lead')}</p>
        <nav aria-label={t('guide.contents')} className="shell-guide__toc">
          <ul>
            {MEMBER_GUIDE.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{t(s.titleKey)}</a>
              </li>
            ))}
          </ul>
        </nav>
        {MEMBER_GUIDE.map((s) => (
          <Card key={s.id} id={s.id} className="shell-guide__section" aria-labelledby={`guide-${s.id}`}>
            <h2 id={`guide-${s.id}`}>{t(s.titleKey)}</h2>
            <p>{t(s.textKey)}</p>
            <ul>
              {s.points.map((p) => (
                <li key={p.textKey}>{t(p.textKey)}</li>
              ))}
            </ul>
            <p>
              <Link to={s.path}>{t('guide.open', { title: t(s.titleKey) })}</Link>
            </p>
          </Card>
        ))}
      </div>
    </Container>
  );
}
