import { PageHead, useAppConfig, useSiteSettings } from '@trap/ui';
import { AmaSection } from './components/ama-section.tsx';
import { BlogSection } from './components/blog-section.tsx';
import { FeaturedContent } from './components/featured-content.tsx';
import { FeaturedMembers } from './components/featured-members.tsx';
import { FeaturedShooters } from './components/featured-shooters.tsx';
import { ForumSection } from './components/forum-section.tsx';
import { Hero } from './components/hero.tsx';
import { PodcastSection } from './components/podcast-section.tsx';

/** SPEC 2.9: hero, featured content, podcasts, AMA, blog, forum, featured shooters, featured members. */
export default function HomePage() {
  const { siteOrigin } = useAppConfig();
  const { settings } = useSiteSettings();
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.general.siteName,
    description: settings.general.tagline,
    url: siteOrigin,
    logo: `${siteOrigin}/images/logo.svg`,
    email: settings.general.contactEmail,
    areaServed: 'IN',
  };
  return (
    <>
      <PageHead jsonLd={organization} path="/" />
      <Hero />
      <FeaturedContent />
      <PodcastSection />
      <AmaSection />
      <BlogSection />
      <ForumSection />
      <FeaturedShooters />
      <FeaturedMembers />
    </>
  );
}
