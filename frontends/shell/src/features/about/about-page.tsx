import { Link } from 'react-router';
import { Button, Card, PageHead, useSiteSettings } from '@trap/ui';

const PILLARS = [
  {
    title: 'Track every target',
    text: 'Log ISSF Olympic Trap, Double Trap, Down-The-Line, American Trap and Skeet rounds target by target. Scores, station and machine statistics, first-barrel rates, streaks and trends all come from what you record.',
  },
  {
    title: 'Learn from the best',
    text: 'Podcasts and live AMA sessions with national and international shooters, a blog on technique, equipment and competitions, and shooting tips you can save for the range.',
  },
  {
    title: 'Train with a plan',
    text: 'A skill roadmap, training progress charts, challenges that earn XP, achievements, a shooting journal and an AI coach that reads your own data.',
  },
  {
    title: 'Shoot together',
    text: 'Find friends and coaches, form squads, join club and community events, and discuss everything trap in the forum.',
  },
];

export default function AboutPage() {
  const { settings } = useSiteSettings();
  const name = settings.general.siteName;
  return (
    <div className="page">
      <PageHead title="About" description={`About ${name}: the home of India's trap-shooting community.`} />
      <header className="page__header">
        <p className="page__eyebrow">About us</p>
        <h1>About {name}</h1>
        <p className="page__lead">
          {name} is {settings.general.tagline}: one place for India&apos;s trap shooters to learn, practise, measure progress and meet each
          other.
        </p>
      </header>
      <div className="page__grid">
        {PILLARS.map((p) => (
          <Card key={p.title}>
            <h2 className="page__card-title">{p.title}</h2>
            <p>{p.text}</p>
          </Card>
        ))}
      </div>
      <section className="page__section" aria-labelledby="about-who">
        <h2 id="about-who">Who it is for</h2>
        <p>
          Newcomers who just fired their first round at a club, competitive shooters preparing for NRAI and ISSF events, coaches who want to
          follow their squads, and range owners who want to reach shooters. Guests can read, listen and browse; members get the personal
          tools.
        </p>
        <p>
          Questions or ideas? <Link to="/contact">Contact us</Link> or write to{' '}
          <a href={`mailto:${settings.general.contactEmail}`}>{settings.general.contactEmail}</a>.
        </p>
        <Button asChild variant="secondary">
          <Link to="/membership">See membership options</Link>
        </Button>
      </section>
    </div>
  );
}
