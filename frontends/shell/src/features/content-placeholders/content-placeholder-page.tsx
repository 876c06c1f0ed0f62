import { Link, useParams } from 'react-router';
import { PageHead, PlaceholderPage } from '@trap/ui';

interface PlaceholderDef {
  title: string;
  description: string;
  features: string[];
  back?: { to: string; label: string };
  noindex?: boolean;
}

/** Public screens built by later releases: each names itself and what it will show. */
const PAGES: Record<string, PlaceholderDef> = {
  podcasts: {
    title: 'Podcasts',
    description: 'Every episode of our podcast with India’s trap shooters, coaches and range owners.',
    features: ['Featured and recent episodes', 'A player with play/pause, seeking, restart and elapsed time', 'Episode notes and guests'],
  },
  podcast: {
    title: 'Podcast episode',
    description: 'One podcast episode with its player, description and guest.',
    features: ['Audio player', 'Show notes', 'Related episodes'],
    back: { to: '/podcasts', label: 'All podcasts' },
  },
  ama: {
    title: 'Ask Me Anything',
    description: 'Live, upcoming and past AMA sessions with top shooters.',
    features: ['LIVE NOW sessions to join', 'UPCOMING sessions with reminders', 'COMPLETED sessions with transcripts'],
  },
  'ama-session': {
    title: 'AMA session',
    description: 'One AMA session: the speaker, the schedule, and the transcript once it is over.',
    features: ['Speaker profile', 'Date and status', 'Questions and transcript'],
    back: { to: '/ama', label: 'All AMA sessions' },
  },
  blog: {
    title: 'Blog',
    description: 'Articles on technique, equipment, competitions, training and club news.',
    features: ['Category filter: All, Technique, Equipment, Competitions, Training, Club News', 'Featured article', 'Recent articles'],
  },
  'blog-post': {
    title: 'Blog article',
    description: 'A full blog article with its author and category.',
    features: ['Article text and images', 'Author', 'Related articles'],
    back: { to: '/blog', label: 'All articles' },
  },
  forum: {
    title: 'Forum',
    description: 'Discussions of the trap-shooting community.',
    features: ['Categories with topic counts', 'Hot topics', 'New Topic for members'],
  },
  'forum-category': {
    title: 'Forum category',
    description: 'The topics of one forum category.',
    features: ['Topics with replies and views', 'Newest first'],
    back: { to: '/forum', label: 'Forum' },
  },
  'forum-topic': {
    title: 'Forum topic',
    description: 'A forum topic with its replies.',
    features: ['The opening post', 'Replies', 'Reply form for members'],
    back: { to: '/forum', label: 'Forum' },
  },
  shooters: {
    title: 'Shooter Profiles',
    description: 'Featured shooters of India with their achievements.',
    features: ['Profiles with type, bio and achievements', 'Tags and social links'],
  },
  shooter: {
    title: 'Shooter profile',
    description: 'One shooter’s profile, achievements and links.',
    features: ['Biography', 'Achievements', 'Social links'],
    back: { to: '/shooters', label: 'All shooters' },
  },
  'shooting-ranges': {
    title: 'Shooting Ranges',
    description: 'A directory of shooting ranges across India.',
    features: ['Location, facilities and opening hours', 'Programmes and membership information', 'Verified ranges'],
  },
  'shooting-range': {
    title: 'Shooting range',
    description: 'One range with its address, contact, facilities, programmes and gallery.',
    features: ['Address and map position', 'Contact and website', 'Facilities, programmes and gallery'],
    back: { to: '/shooting-ranges', label: 'All ranges' },
  },
  contact: {
    title: 'Contact Us',
    description: 'Write to the team: questions, feedback, partnerships.',
    features: ['Contact form', 'E-mail and phone from the site settings'],
  },
  search: {
    title: 'Search',
    description: 'Search across podcasts, AMAs, blog articles, shooters, ranges and tips.',
    features: ['One search box', 'Results grouped by type'],
    noindex: true,
  },
  'shooting-tips': {
    title: 'Shooting Tips',
    description: 'Short, practical tips for the range, from stance to follow-through.',
    features: ['Tips by topic', 'Save tips for later (members)'],
  },
  'report-abuse': {
    title: 'Report Abuse',
    description: 'Report content or behaviour that breaks our content policy.',
    features: ['Report form', 'What happens after a report'],
  },
  'newsletter-preferences': {
    title: 'Newsletter preferences',
    description: 'Manage your newsletter subscription.',
    features: ['Choose the topics you receive', 'Unsubscribe'],
    noindex: true,
  },
};

export function ContentPlaceholderPage({ id }: { id: string }) {
  const params = useParams();
  const def = PAGES[id];
  if (!def) return null;
  return (
    <div className="page">
      <PageHead title={def.title} description={def.description} noindex={def.noindex} />
      <PlaceholderPage title={def.title} description={def.description} features={def.features}>
        {params.id ? <p className="page__muted">Item: {params.id}</p> : null}
        {def.back ? (
          <p>
            <Link to={def.back.to}>← {def.back.label}</Link>
          </p>
        ) : (
          <p>
            <Link to="/">← Back to Home</Link>
          </p>
        )}
      </PlaceholderPage>
    </div>
  );
}
