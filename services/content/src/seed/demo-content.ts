/**
 * The demo catalogue (DEMO_MODE). Every person in it is fictional. Real ranges appear with public
 * facts only (name, city, state, approximate coordinates) and no contact details; the other ranges
 * are fictional clubs in real cities with `.example` addresses. Images are local placeholders.
 */
type Seed = { key: string; doc: Record<string, unknown> };
type IdOf = (entity: string, key: string) => string;

const IMG = {
  podcast: '/images/placeholders/podcast.svg',
  ama: '/images/placeholders/ama.svg',
  blog: '/images/placeholders/blog.svg',
  shooter: '/images/placeholders/shooter.svg',
  range: '/images/placeholders/range.svg',
  tip: '/images/placeholders/tip.svg',
};
const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;

const EPISODES: [string, string, number][] = [
  [
    'Reading the Trap House: Angles for Beginners',
    'How the five stations change what you see, and a simple way to read hard lefts and rights before you call pull.',
    1860,
  ],
  [
    'Gun Fit Fundamentals with a Stockmaker',
    'Cast, drop, length of pull and comb height explained, plus the pattern-plate test any club member can run.',
    2240,
  ],
  [
    'From Club Shoots to Nationals',
    'A fictional panel of club shooters talks through their first national championship: entries, squadding and nerves.',
    2710,
  ],
  [
    'Chokes, Cartridges and Patterns',
    'Why most trap misses are not the choke, and when a tighter constriction really helps on second barrels.',
    1985,
  ],
  ['The Mental Game: One Target at a Time', 'Pre-shot routines, resetting after a miss and keeping a scorecard out of your head.', 2430],
  [
    'Monsoon Shooting: Light, Wind and Wet Gear',
    'Practical advice for shooting through the Indian monsoon: lens tints, grip, and keeping ammunition dry.',
    1720,
  ],
  [
    'Coaching Juniors Safely',
    'Building safe habits from day one: muzzle discipline, ear and eye protection, and short, fun sessions.',
    2105,
  ],
  ['Double Trap Drills That Transfer', 'Drills from double trap that sharpen your second shot in Olympic trap.', 1890],
  ['Fitness for Shooters', 'Core, shoulder and balance work that keeps the gun steady through a long 125-target day.', 2010],
  ['Buying Your First Competition Shotgun', 'Over-unders, barrel lengths, adjustable combs, and how to test before you buy.', 2580],
  ['Running a Club Competition', 'Squadding, referees, scoring sheets and shoot-offs: what organisers of a small club shoot need.', 2320],
  ['Season Review and Training Plans', 'Looking back at a season and planning the next one: volume, peaks and rest weeks.', 2650],
];

const SHOOTERS: [string, string, string, string[], string[]][] = [
  [
    'Aarav Mehta',
    'Trap',
    'A Jaipur-based trap shooter known for a calm pre-shot routine and relentless practice volume.',
    ['State champion, trap (fictional)', 'Top-10 national finish (fictional)'],
    ['trap', 'rajasthan'],
  ],
  [
    'Ishita Rao',
    'Trap',
    'Started shooting at a university club in Bengaluru and now coaches juniors on weekends.',
    ['University games gold (fictional)', 'Junior coach certificate (fictional)'],
    ['trap', 'coach', 'karnataka'],
  ],
  [
    'Kabir Singh Sandhu',
    'Double Trap',
    'A double trap specialist from Punjab who writes about second-barrel timing.',
    ['National double trap silver (fictional)'],
    ['double-trap', 'punjab'],
  ],
  [
    'Meera Krishnan',
    'Skeet',
    'Skeet shooter from Chennai who cross-trains on trap to sharpen her reading of angles.',
    ['South zone skeet gold (fictional)'],
    ['skeet', 'tamil-nadu'],
  ],
  [
    'Rohan Deshpande',
    'Trap',
    'Engineer and weekend shooter from Pune; keeps meticulous training logs.',
    ['Club league winner (fictional)'],
    ['trap', 'maharashtra'],
  ],
  [
    'Ananya Bose',
    'Trap',
    'Kolkata shooter who came to trap from archery and brought her focus drills with her.',
    ['East zone trap bronze (fictional)'],
    ['trap', 'west-bengal'],
  ],
  [
    'Vikram Choudhary',
    'Trap',
    'Veteran shooter and range officer with three decades on the line.',
    ['Veteran category champion (fictional)', 'Certified range officer (fictional)'],
    ['trap', 'veteran', 'haryana'],
  ],
  [
    'Sana Qureshi',
    'Skeet',
    'Hyderabad-based skeet shooter and fitness enthusiast.',
    ['State skeet champion (fictional)'],
    ['skeet', 'telangana'],
  ],
  [
    'Arjun Nair',
    'Trap',
    'Kochi shooter who balances a medical career with competition.',
    ['State trap silver (fictional)'],
    ['trap', 'kerala'],
  ],
  [
    'Priya Thakur',
    'Double Trap',
    'Shimla-born double trap shooter who trains through the hill winters.',
    ['Mountain open winner (fictional)'],
    ['double-trap', 'himachal-pradesh'],
  ],
  [
    'Dev Malhotra',
    'Coach',
    'Fictional national-level coach who focuses on gun fit and footwork.',
    ['Coached three state champions (fictional)'],
    ['coach', 'delhi'],
  ],
  [
    'Nisha Patel',
    'Trap',
    'Ahmedabad shooter and club secretary who organises the city trap league.',
    ['City league organiser (fictional)', 'Club champion (fictional)'],
    ['trap', 'gujarat'],
  ],
];

const BLOG: [string, string, string][] = [
  [
    'Technique',
    'Hold Points for All Five Stations',
    'Where you hold the gun decides how much you have to move. Start with the top edge of the trap house on station 3 and move the hold slightly left and right as you walk the line.',
  ],
  [
    'Technique',
    'Why You Are Shooting Over the Straightaway',
    'The straightaway looks easy and is missed more than any other target. Most misses are over the top: the bird is still rising when you pull the trigger.',
  ],
  [
    'Technique',
    'Footwork: Building a Repeatable Stance',
    'A good stance lets you swing to either edge of the trap angle without twisting. Point your front foot a little left of the break point and keep weight on the front leg.',
  ],
  [
    'Technique',
    'Second Barrel Recovery',
    'The second shot is a new shot. Stay in the gun, keep your head down and let the eyes lead the muzzle back to the target.',
  ],
  [
    'Equipment',
    'Choosing a Cartridge for Trap',
    'Shot size, load and velocity all matter, but consistency matters more. Pick a 24 g or 28 g load that patterns well in your gun and stick to it.',
  ],
  [
    'Equipment',
    'Caring for Your Over-Under',
    'Clean after every session, oil lightly, and store the gun dry. Humidity is the enemy of wood and steel alike.',
  ],
  [
    'Equipment',
    'Shooting Glasses: Tints Explained',
    'Orange for flat light, purple for a background of green trees, and clear for dusk. Try tints on the range before buying.',
  ],
  [
    'Equipment',
    'Recoil Pads and Comb Adjustments',
    'A sore cheek is a gun fit problem, not a toughness test. Small adjustments to comb height fix most of it.',
  ],
  [
    'Competitions',
    'Your First Competition: A Checklist',
    'Arrive early, find your squad, check the scoreboard and walk the layout. Bring enough cartridges, water and a hat.',
  ],
  [
    'Competitions',
    'Understanding Shoot-Offs',
    'A shoot-off is decided target by target. Practise shooting single targets under pressure so the format feels familiar.',
  ],
  [
    'Competitions',
    'Squad Etiquette on the Line',
    'Keep a steady rhythm, do not talk while someone is calling, and move to the next station promptly.',
  ],
  ['Competitions', 'What Referees Look For', 'Broken, lost, no-bird: knowing the rules calmly is part of competing well.'],
  [
    'Training',
    'A Four-Week Plan for Beginners',
    'Two sessions a week, 50 targets each, with one session focused on a single station. Log every round.',
  ],
  [
    'Training',
    'Dry Mounting at Home',
    'Ten minutes of safe dry mounting a day builds a mount that finds your cheek the same way every time. Always check the gun is unloaded.',
  ],
  [
    'Training',
    'Fitness for a Long Competition Day',
    'Core strength and shoulder stability keep the swing smooth late in the day. Add planks and band work to your week.',
  ],
  [
    'Training',
    'Using a Training Journal',
    'Record weather, targets, misses by station and how you felt. Patterns appear after a few weeks.',
  ],
  [
    'Club News',
    'Monsoon League Fixtures Announced',
    'The club monsoon league returns with six rounds. Squads are drawn a week before each round.',
  ],
  [
    'Club News',
    'New Junior Programme at the Club',
    'Saturday morning sessions for juniors aged 14 and over, with coaching and all safety equipment provided.',
  ],
  ['Club News', 'Range Maintenance Weekend', 'Volunteers are needed to repaint the trap houses and clear the field. Lunch is on the club.'],
  ['Club News', 'Welcome to Our New Members', 'Forty new members joined this season. Say hello on the forum and join a practice squad.'],
];

const RANGE_FEATURES = [
  'Trap',
  'Double Trap',
  'Skeet',
  'Pistol',
  'Rifle',
  'Coaching',
  'Equipment Rental',
  'Pro Shop',
  'Cafeteria',
  'Parking',
];

// [name, city, state, lat, lon, real?]
const RANGES: [string, string, string, number, number, boolean][] = [
  ['Dr. Karni Singh Shooting Range', 'New Delhi', 'Delhi', 28.4995, 77.2576, true],
  ['Madhya Pradesh State Shooting Academy', 'Bhopal', 'Madhya Pradesh', 23.2599, 77.4126, true],
  ['Balewadi Shooting Range', 'Pune', 'Maharashtra', 18.5763, 73.7696, true],
  ['Chennai Rifle Club', 'Chennai', 'Tamil Nadu', 13.0827, 80.2707, true],
  ['Gun for Glory Shooting Academy', 'Pune', 'Maharashtra', 18.5204, 73.8567, true],
  ['Aravalli Clay Club', 'Gurugram', 'Haryana', 28.4595, 77.0266, false],
  ['Pink City Trap Club', 'Jaipur', 'Rajasthan', 26.9124, 75.7873, false],
  ['Deccan Clay Sports Club', 'Hyderabad', 'Telangana', 17.385, 78.4867, false],
  ['Nilgiri Shotgun Club', 'Coimbatore', 'Tamil Nadu', 11.0168, 76.9558, false],
  ['Sabarmati Trap Range', 'Ahmedabad', 'Gujarat', 23.0225, 72.5714, false],
  ['Hooghly Clay Shooters', 'Kolkata', 'West Bengal', 22.5726, 88.3639, false],
  ['Garden City Trap Club', 'Bengaluru', 'Karnataka', 12.9716, 77.5946, false],
  ['Malabar Shooting Club', 'Kozhikode', 'Kerala', 11.2588, 75.7804, false],
  ['Shivalik Clay Range', 'Chandigarh', 'Chandigarh', 30.7333, 76.7794, false],
  ['Five Rivers Trap Club', 'Ludhiana', 'Punjab', 30.901, 75.8573, false],
  ['Doon Valley Shotgun Club', 'Dehradun', 'Uttarakhand', 30.3165, 78.0322, false],
  ['Gomti Clay Sports', 'Lucknow', 'Uttar Pradesh', 26.8467, 80.9462, false],
  ['Kalinga Trap Range', 'Bhubaneswar', 'Odisha', 20.2961, 85.8245, false],
  ['Brahmaputra Shooting Club', 'Guwahati', 'Assam', 26.1445, 91.7362, false],
  ['Konkan Coast Clay Club', 'Panaji', 'Goa', 15.4909, 73.8278, false],
  ['Indore Trap Academy', 'Indore', 'Madhya Pradesh', 22.7196, 75.8577, false],
  ['Ranchi Hills Shotgun Range', 'Ranchi', 'Jharkhand', 23.3441, 85.3096, false],
  ['Patliputra Clay Club', 'Patna', 'Bihar', 25.5941, 85.1376, false],
  ['Mysuru Heritage Trap Club', 'Mysuru', 'Karnataka', 12.2958, 76.6394, false],
  ['Nagpur Orange City Range', 'Nagpur', 'Maharashtra', 21.1458, 79.0882, false],
];

const TIP_TEXTS: [string, string, string][] = [
  [
    'Stance',
    'beginner',
    'Stand with your front foot pointing slightly left of where you expect to break the target, weight on the front leg.',
  ],
  ['Stance', 'beginner', 'Keep your knees soft. Locked knees make your swing stop at the edge of the trap angle.'],
  ['Stance', 'intermediate', 'Set your stance for the hardest angle at each station, not the straightaway.'],
  ['Stance', 'advanced', 'Check your stance on video: hips should turn with the gun, not the shoulders alone.'],
  ['Stance', 'intermediate', 'On stations 1 and 5 shift your feet a little toward the hard-angle side so the swing stays free.'],
  ['Mount', 'beginner', 'Bring the gun to your face, not your face to the gun. Your head should stay still as the stock arrives.'],
  ['Mount', 'beginner', 'Practise a consistent mount at home with a checked, empty gun for ten minutes a day.'],
  ['Mount', 'intermediate', 'If you see too much rib, your comb is too high or your mount is inconsistent; check with a pattern plate.'],
  ['Mount', 'advanced', 'Pre-mounted trap still needs a check: the same cheek pressure on every shot keeps your point of impact honest.'],
  ['Mount', 'intermediate', 'Keep the butt high in the shoulder pocket so recoil goes straight back instead of into the cheek.'],
  ['Focus', 'beginner', 'Look for the target with soft eyes just above the trap house, not at the end of your barrel.'],
  ['Focus', 'intermediate', 'Pick a small detail on the target, such as the leading edge, and keep your eyes on it through the shot.'],
  ['Focus', 'advanced', 'If you see the barrel sharply at the moment of the shot, your focus has moved back from the target.'],
  ['Focus', 'intermediate', 'Between shots, look away at something distant to rest the eyes before the next call.'],
  ['Focus', 'beginner', 'Call pull only when your eyes are settled in the hold area; a rushed call leads to a chased target.'],
  ['Timing', 'intermediate', 'Trap targets are rising: shoot them early in their flight, before they start to slow and drop.'],
  ['Timing', 'advanced', 'Find your natural rhythm in practice and keep it in competition; hurrying after a miss costs more targets.'],
  ['Timing', 'beginner', 'Do not ride the target. If the sight picture looks right, pull the trigger.'],
  ['Timing', 'advanced', 'On the second barrel, let the gun finish its recoil and re-acquire the target before you fire.'],
  ['Timing', 'intermediate', 'Use a metronome app during dry practice to settle your call-to-shot rhythm.'],
  ['Equipment', 'beginner', 'Always wear eye and ear protection on the range, even when only watching.'],
  ['Equipment', 'intermediate', 'Pattern your gun at 35 metres before changing chokes or cartridges.'],
  ['Equipment', 'intermediate', 'Clean your barrels after every session; plastic fouling changes patterns over time.'],
  ['Equipment', 'advanced', 'Record the lot number of cartridges that pattern well and buy that lot in bulk before a competition.'],
  ['Equipment', 'beginner', 'Carry your gun open and empty whenever you are off the firing line.'],
  ['Mental', 'beginner', 'Think about the next target, not the score. One target at a time.'],
  ['Mental', 'intermediate', 'Build a short pre-shot routine and repeat it on every target, hits and misses alike.'],
  ['Mental', 'advanced', 'After a miss, name what happened in one word, reset, and step back into your routine.'],
  ['Mental', 'intermediate', 'Visualise five perfect targets from your station before your squad starts.'],
  ['Mental', 'advanced', 'Decide before the competition what you will do if you drop early targets; a plan removes panic.'],
  ['Safety', 'beginner', 'Treat every gun as loaded. Point the muzzle in a safe direction at all times.'],
  ['Safety', 'beginner', 'Load only on the station when it is your turn, and only with the muzzle pointing down range.'],
  ['Safety', 'intermediate', 'After a misfire, keep the gun pointed down range for 30 seconds before opening it.'],
  ['Safety', 'beginner', 'Check your barrels for obstructions before the first shot of the day.'],
  ['Safety', 'intermediate', 'Never mix 20-bore and 12-bore cartridges in the same bag.'],
  ['Fitness', 'beginner', 'Planks and side planks build the core that keeps your swing smooth.'],
  ['Fitness', 'intermediate', 'Resistance-band rotations strengthen the shoulder that takes the recoil.'],
  ['Fitness', 'advanced', 'Plan your hydration for a full competition day; dehydration shows first in your focus.'],
  ['Fitness', 'intermediate', 'Light cardio three times a week keeps your heart rate calm on the line.'],
  ['Fitness', 'beginner', 'Stretch your neck and shoulders before a session to avoid a stiff mount.'],
];

const markdownPost = (title: string, lead: string, category: string) => `${lead}

## Why it matters

Small, repeatable details decide scores in trap. ${title.toLowerCase()} is one of them, and it is worth a session of its own.

## What to try

- Shoot a round of 25 focusing only on this.
- Write down what you noticed after every five targets.
- Ask a squad mate to watch one station.

> Progress in trap is slow and steady; keep your journal and the trend will show.

*Filed under ${category}.*`;

/** The demo's premium tag and what carries it: a Pro Lane member reads these in full, a visitor and a Range Pass member a teaser. */
export const DEMO_PREMIUM_TAG = 'premium';
export const DEMO_PREMIUM_ITEMS: { entity: 'blog_post'; contentType: 'blog_post'; key: string }[] = [
  { entity: 'blog_post', contentType: 'blog_post', key: 'blog-8' },
];

export function demoContent(now: Date, idOf: IdOf): Record<string, Seed[]> {
  const t = now.getTime();
  const podcast = EPISODES.map(([title, description, duration], i) => ({
    key: `episode-${i + 1}`,
    doc: {
      title,
      description,
      imageUrl: IMG.podcast,
      audioUrl: '/audio/placeholders/podcast-episode.mp3',
      duration,
      publishedAt: new Date(t - (EPISODES.length - i) * 14 * DAY),
      episodeNumber: i + 1,
      featured: i >= EPISODES.length - 3,
      guestName: SHOOTERS[i % SHOOTERS.length]![0],
      guestTitle: `${SHOOTERS[i % SHOOTERS.length]![1]} shooter`,
    },
  }));

  const shooter = SHOOTERS.map(([name, type, bio, achievements, tags], i) => ({
    key: `shooter-${i + 1}`,
    doc: { name, type, bio, imageUrl: IMG.shooter, achievements, tags, socialLinks: {}, featured: i < 4 },
  }));
  const shooterId = (i: number) => idOf('shooter', `shooter-${i + 1}`);

  const ama = [
    ['Live: Ask Aarav About Pre-Shot Routines', 'live', 0, -0.3 * HOUR],
    ['Live: Gun Fit Questions with Dev Malhotra', 'live', 10, -0.5 * HOUR],
    ['Coaching Juniors: Ask Ishita Anything', 'upcoming', 1, 3 * DAY],
    ['Double Trap to Olympic Trap with Kabir', 'upcoming', 2, 10 * DAY],
    ['Skeet and Trap Cross-Training with Meera', 'upcoming', 3, null],
    ['Training Through the Monsoon with Priya', 'completed', 9, -12 * DAY],
    ['From Club League to Nationals with Nisha', 'completed', 11, -30 * DAY],
    ['Thirty Years on the Line with Vikram', 'completed', 6, -60 * DAY],
  ].map(([title, status, who, offset], i) => ({
    key: `ama-${i + 1}`,
    doc: {
      title,
      description: `An open question-and-answer session with ${SHOOTERS[who as number]![0]} on training, competition and life on the range.`,
      shooterId: shooterId(who as number),
      status,
      scheduledFor: offset === null ? null : new Date(t + (offset as number)),
      transcript:
        status === 'completed'
          ? `Q: How do you prepare on the morning of a competition?\nA: A light breakfast, a short walk and ten dry mounts. I arrive early and watch the first squad.\n\nQ: What do you do after a miss?\nA: I name it in one word, breathe out and go back into my routine.`
          : null,
      imageUrl: IMG.ama,
      // the live ones: an embedded player and a stream shown as a link (not on the embed allow-list)
      streamUrl: i === 0 ? 'https://www.youtube.com/watch?v=jNQXAC9IVRw' : i === 1 ? 'https://live.example.org/trap-india/gun-fit' : null,
      featured: i < 3,
    },
  }));

  const blog_post: Seed[] = BLOG.map(([category, title, lead], i) => ({
    key: `blog-${i + 1}`,
    doc: {
      title,
      content: markdownPost(title, lead, category),
      imageUrl: IMG.blog,
      category,
      authorId: 'demo-editor',
      authorName: ['Ishita Rao', 'Dev Malhotra', 'Nisha Patel', 'Rohan Deshpande'][i % 4],
      publishedAt: new Date(t - (i + 1) * 3 * DAY),
      featured: i % 5 === 0,
      tags: [category.toLowerCase().replace(' ', '-'), 'trap'],
    },
  }));
  // the admin panel's blog list: a draft and a post scheduled for later, which visitors do not see yet
  blog_post.push(
    {
      key: 'blog-draft-1',
      doc: {
        title: 'Choosing chokes for a windy final',
        content: markdownPost('Choosing chokes for a windy final', 'Notes for a post still being written.', 'Equipment'),
        imageUrl: IMG.blog,
        category: 'Equipment',
        authorId: 'demo-editor',
        authorName: 'Ishita Rao',
        publishedAt: new Date(t),
        featured: false,
        tags: ['equipment', 'chokes'],
        status: 'draft',
      },
    },
    {
      key: 'blog-scheduled-1',
      doc: {
        title: 'Selection trials: what to expect this season',
        content: markdownPost(
          'Selection trials: what to expect this season',
          'What the trials look like, from entry to the final.',
          'Competitions',
        ),
        imageUrl: IMG.blog,
        category: 'Competitions',
        authorId: 'demo-editor',
        authorName: 'Dev Malhotra',
        publishedAt: new Date(t + 5 * DAY),
        featured: false,
        tags: ['competitions', 'trials'],
        status: 'published',
      },
    },
  );

  const shooting_range = RANGES.map(([name, city, state, latitude, longitude, real], i) => {
    const slug = name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/(^-|-$)/g, '');
    const features = real ? ['Trap'] : [RANGE_FEATURES[0]!, ...RANGE_FEATURES.slice(1 + (i % 4), 4 + (i % 5))];
    return {
      key: `range-${slug}`,
      doc: {
        name,
        city,
        state,
        location: `${city}, ${state}`,
        description: real
          ? `${name} in ${city}, ${state}. Contact the range directly for current timings, access rules and fees.`
          : `${name} is a fictional demo club in ${city} with trap layouts, coaching for newcomers and a friendly monthly league.`,
        fullAddress: real ? null : `Demo address, ${city}, ${state}`,
        contact: null,
        email: real ? null : `info@${slug}.example`,
        website: null,
        features,
        openingHours: real ? {} : { 'Tue-Fri': '07:00-12:00', 'Sat-Sun': '06:30-17:00', Mon: 'Closed' },
        imageUrl: IMG.range,
        verified: !real,
        programs: real
          ? []
          : [
              { name: 'Introduction to Trap', description: 'Four sessions with a coach, gun and cartridges provided.' },
              { name: 'Monthly League', description: 'Handicap league open to all members.' },
            ],
        facilities: real ? [] : ['Club house', 'Parking', 'Gun storage'],
        membershipInfo: real ? null : 'Annual and day memberships; juniors at half price.',
        galleryImages: [IMG.range],
        latitude,
        longitude,
        featured: i < 3,
      },
    };
  });

  const shooting_tip = TIP_TEXTS.map(([category, difficulty, tipText], i) => ({
    key: `tip-${i + 1}`,
    doc: {
      category,
      difficulty,
      tipText,
      imageUrl: IMG.tip,
      tags: [category.toLowerCase(), difficulty],
      sourceUrl: null,
      author: SHOOTERS[i % SHOOTERS.length]![0],
    },
  }));

  const content_tag: Seed[] = [
    ['Beginner Friendly', 'beginner-friendly', '#2E7D32'],
    ['Competition', 'competition', '#C62828'],
    ['Gear', 'gear', '#1565C0'],
    ['Coaching', 'coaching', '#6A1B9A'],
    ['Safety', 'safety', '#EF6C00'],
  ].map(([name, slug, color]) => ({
    key: `tag-${slug}`,
    doc: { name, slug, color, contentType: null, tagType: 'standard', metaData: null, isActive: true, currentUses: 0, createdBy: null },
  }));
  // premium content (issue 16): the items tagged with it show their full text from Pro Lane up, a teaser below
  content_tag.push({
    key: `tag-${DEMO_PREMIUM_TAG}`,
    doc: {
      name: 'Premium',
      slug: DEMO_PREMIUM_TAG,
      color: '#B8860B',
      contentType: null,
      tagType: 'standard',
      metaData: null,
      requiredMembershipTier: 'pro_lane',
      isActive: true,
      currentUses: 0,
      createdBy: null,
    },
  });

  return { podcast, shooter, ama, blog_post, shooting_range, shooting_tip, content_tag };
}

const DEMO_DAY = 86_400_000;
/**
 * The demo's promo codes (issue 17: the admin panel's Promo codes screen is not empty): one of each
 * state. Seeded with their published events, so auth's read model has them and WELCOME-10 works at
 * checkout on `make start`.
 */
export function demoPromoCodes(now: Date): { key: string; doc: Record<string, unknown> }[] {
  const at = (days: number) => new Date(now.getTime() + days * DEMO_DAY);
  const promo = (slug: string, name: string, metaData: Record<string, number>, over: Record<string, unknown> = {}) => ({
    key: `promo-${slug}`,
    doc: {
      name,
      slug,
      color: null,
      contentType: null,
      tagType: 'promo',
      metaData,
      requiredMembershipTier: null,
      isActive: true,
      validFrom: null,
      validUntil: null,
      maxUses: null,
      currentUses: 0,
      createdBy: null,
      ...over,
    },
  });
  return [
    promo('welcome-10', 'Welcome offer', { discountPercent: 10 }, { maxUses: 500 }),
    promo('pro-lane-500', 'Pro Lane launch', { discountPaise: 50_000 }, { requiredMembershipTier: 'pro_lane', validUntil: at(60) }),
    promo('diwali-15', 'Diwali offer', { discountPercent: 15 }, { validFrom: at(30), validUntil: at(45), maxUses: 200 }),
    promo('monsoon-20', 'Monsoon offer (last season)', { discountPercent: 20 }, { validFrom: at(-120), validUntil: at(-30) }),
    promo('club-partner', 'Partner club members', { discountPercent: 20 }, { isActive: false, requiredMembershipTier: 'shooters_circle' }),
  ];
}
