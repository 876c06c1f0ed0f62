import { PageHead, useAppConfig, useSiteSettings } from '@trap/ui';
import {
  AmaSection,
  BlogSection,
  FeaturedContent,
  FeaturedMembers,
  FeaturedShooters,
  ForumSection,
  Hero,
  PodcastSection,
} from './components/sections.tsx';

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
