/**
 * The demo catalogue (DEMO_MODE). Every person in it is fictional. Real ranges appear with public
 * facts only (name, city, state, approximate coordinates, locality) and no invented contact details;
 * the other ranges are fictional clubs in real cities with `.example` websites and e-mail addresses.
 * Shooters' portraits are illustrations shipped in the shell (public/images/shooters), blog posts have
 * one per category (public/images/blog), ranges one of six scenes of their setting (public/images/ranges),
 * podcast episodes the show's cover (public/images/podcast) and AMA sessions their guest's portrait;
 * podcast audio is written at build time (frontends/shell/scripts/demo-audio.mjs); tips keep the
 * local placeholder.
 */
import { DEMO_BLOG, DEMO_DRAFT, DEMO_HINDI_POST, DEMO_SCHEDULED } from './demo-blog.ts';

type Seed = { key: string; doc: Record<string, unknown> };
type IdOf = (entity: string, key: string) => string;

const IMG = {
  /** the show's cover art, as every episode of a real podcast carries it */
  podcast: '/images/podcast/trap-india-podcast.svg',
  tip: '/images/placeholders/tip.svg',
};
const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;

// [title, show notes, duration in seconds, guest (index in SHOOTERS)]: episode N plays /audio/demo/episode-NN.wav, which
// frontends/shell/scripts/demo-audio.mjs writes at build time with exactly this length (its DEMO_AUDIO
// list; test/seed/demo-catalogue.test.ts holds the two together).
const EPISODES: [string, string, number, number][] = [
  [
    'Reading the Trap House: Angles for Beginners',
    'Aarav Mehta walks us down the five stations at his home range in Jaipur and explains why station 1 and station 5 feel like different sports. Where to hold, where to look, and the one hard-right target that catches every new shooter in their first month.',
    572,
    0,
  ],
  [
    'Gun Fit Fundamentals with a Stockmaker',
    'Cast, drop, length of pull and comb height, explained without jargon. Dev Malhotra brings a pattern plate, a roll of masking tape and a borrowed over-under, and shows how a club member can check fit on a Sunday morning for the cost of a box of cartridges.',
    725,
    10,
  ],
  [
    'From Club Shoots to the Nationals',
    'Nisha Patel and Kabir Singh Sandhu remember their first National Shooting Championship: sending the entry through the state association, finding their squad on the board at 6 a.m., and the long wait between rounds. What they would tell their younger selves.',
    941,
    11,
  ],
  [
    'Chokes, Cartridges and Patterns',
    'Most missed trap targets are not the choke. Meera Krishnan and Rohan Deshpande compare quarter and three-quarter constrictions, 24 g and 28 g loads, and what twenty sheets of newsprint at 35 metres taught them about their own guns.',
    618,
    3,
  ],
  [
    'The Mental Game: One Target at a Time',
    'A pre-shot routine you can repeat 125 times, what to do in the ten seconds after a miss, and why Ananya Bose stopped looking at the scoreboard between rounds. Practical, with no talk of "being in the zone".',
    707,
    5,
  ],
  [
    'Monsoon Shooting: Light, Wind and Wet Gear',
    'Shooting through July in Pune and Kochi: lens tints for grey skies, keeping a grip on a wet fore-end, drying cartridges that sat in a humid boot, and what to do with a gun that comes home soaked.',
    446,
    4,
  ],
  [
    'Coaching Juniors Safely',
    'Ishita Rao runs Saturday sessions for 14 to 18 year olds in Bengaluru. She talks about muzzle discipline from the very first minute, sizing eye and ear protection for young shooters, parental consent, and keeping sessions short enough to stay fun.',
    489,
    1,
  ],
  [
    'Double Trap Drills That Transfer',
    'Priya Thakur trained double trap in the Shimla hills before moving to Olympic trap. Three drills from that time that still sharpen her second barrel, and how to set them up on an ordinary club layout.',
    413,
    9,
  ],
  [
    'Fitness for Shooters',
    'A long competition day is five rounds of 25 spread over two days. Sana Qureshi shares the twenty-minute routine of planks, band work and balance drills that keeps her mount steady in the last round.',
    418,
    7,
  ],
  [
    'Buying Your First Competition Shotgun',
    'Over-unders, barrel lengths, fixed or adjustable combs, and why a used gun with a good fit beats a new one that does not. Also: what the Arms Act licence and the dealer paperwork involve before you can bring a gun home.',
    794,
    2,
  ],
  [
    'Running a Club Competition',
    'Vikram Choudhary has refereed club shoots for thirty years. Squadding, scoring sheets, what a referee calls and why, handling a no-bird calmly, and running a shoot-off before the light goes.',
    576,
    6,
  ],
  [
    'Season Review and Training Plans',
    'Arjun Nair looks back at a season of state and zonal shoots and plans the next: how many targets a week, when to peak, and why the rest weeks go on the calendar first.',
    962,
    8,
  ],
];

// [name, type, bio, achievements, tags]: every shooter is fictional; their portraits are illustrations
// in frontends/shell/public/images/shooters/<name as a slug>.svg (scripts/shooter-portraits.ts).
const SHOOTERS: [string, string, string, string[], string[]][] = [
  [
    'Aarav Mehta',
    'Trap',
    'Aarav grew up a few kilometres from the Jaipur ranges and shot his first clay at sixteen, on a borrowed gun with a comb far too high for him. He now shoots 300 targets a week, keeps the same seven-second routine on every one, and spends his evenings at the family textile business.',
    ['Rajasthan State Championship, trap: gold', 'Top 10 at the National Shooting Championship, trap men'],
    ['trap', 'rajasthan'],
  ],
  [
    'Ishita Rao',
    'Trap',
    'Ishita found trap through her university club in Bengaluru and never left. A certified coach, she runs the Saturday junior sessions at her club, and is the person new members are sent to when they ask which cartridges to buy.',
    ['Inter-university trap, women: gold', 'NRAI-accredited coaching course'],
    ['trap', 'coach', 'karnataka'],
  ],
  [
    'Kabir Singh Sandhu',
    'Double Trap',
    'A double trap shooter from Ludhiana who came to the sport through his grandfather, a range officer for forty years. Kabir writes long, careful posts on the forum about second-barrel timing and is slowly moving over to Olympic trap.',
    ['North Zone Championship, double trap: silver', 'Punjab State Championship, double trap: gold'],
    ['double-trap', 'punjab'],
  ],
  [
    'Meera Krishnan',
    'Skeet',
    'Meera shoots skeet in Chennai and cross-trains on trap once a week to sharpen how she reads a rising target. A chartered accountant by day, she keeps pattern sheets for every gun and load she has ever tried.',
    ['South Zone Championship, skeet women: gold'],
    ['skeet', 'tamil-nadu'],
  ],
  [
    'Rohan Deshpande',
    'Trap',
    'A software engineer in Pune who shoots before work at Balewadi twice a week. Rohan logs every round in a spreadsheet, station by station, and has the charts to prove that his station 5 is finally catching up.',
    ['Pune club league: winner, two seasons running'],
    ['trap', 'maharashtra'],
  ],
  [
    'Ananya Bose',
    'Trap',
    "Ananya came to trap from archery, and brought the breathing and focus drills with her. She shoots in Kolkata, coaches a beginners' squad on Sunday mornings and is known for never looking at the scoreboard mid-competition.",
    ['East Zone Championship, trap women: bronze'],
    ['trap', 'west-bengal'],
  ],
  [
    'Vikram Choudhary',
    'Trap',
    "Three decades on the line and a range officer for most of them. Vikram still shoots the veterans' category, referees club competitions around Haryana, and is the calm voice at every shoot-off.",
    ["Veterans' trap, state championship: gold", 'Range officer since 1996'],
    ['trap', 'veteran', 'haryana'],
  ],
  [
    'Sana Qureshi',
    'Skeet',
    'A Hyderabad skeet shooter and physiotherapist who writes the fitness pieces on this site. Sana believes most late-round misses are tired shoulders, not bad technique, and has a twenty-minute routine to prove it.',
    ['Telangana State Championship, skeet women: gold'],
    ['skeet', 'telangana'],
  ],
  [
    'Arjun Nair',
    'Trap',
    'A doctor in Kochi who plans his training around hospital rosters. Arjun shoots the state and zonal calendar, drives to Chennai for most competitions, and swears by a rest week every fourth week.',
    ['Kerala State Championship, trap men: silver'],
    ['trap', 'kerala'],
  ],
  [
    'Priya Thakur',
    'Double Trap',
    'Born in Shimla, Priya trained double trap through the hill winters, when the range was open only on clear days. Since double trap left the Olympic programme she has been rebuilding her game around Olympic trap.',
    ['Himachal Open, double trap: winner', 'North Zone Championship, trap women: finalist'],
    ['double-trap', 'himachal-pradesh'],
  ],
  [
    'Dev Malhotra',
    'Coach',
    'Dev coaches trap in Delhi, mostly at the Dr. Karni Singh Shooting Range. He spends the first session with every new shooter on gun fit and footwork, and does not let anyone load a cartridge until both are right.',
    ['Coached three state champions', 'ISSF coaching course, level B'],
    ['coach', 'delhi'],
  ],
  [
    'Nisha Patel',
    'Trap',
    "Nisha is the club secretary in Ahmedabad who started the city's monthly trap league, and still shoots in it. She handles the squadding, the scoring sheets and the WhatsApp group, and won the club championship last winter.",
    ['Ahmedabad trap league: organiser', 'Club championship: winner'],
    ['trap', 'gujarat'],
  ],
];

/** A blog post's illustration, one per category (frontends/shell/public/images/blog): `Club News` → `/images/blog/club-news.svg` */
const blogImage = (category: string) => `/images/blog/${category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`;

/** `Aarav Mehta` → `/images/shooters/aarav-mehta.svg` */
const shooterImage = (name: string) => `/images/shooters/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`;

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

/**
 * The fictional clubs' street addresses and descriptions (plausible localities on a city's edge, where a trap layout
 * fits), their phones and their websites, on the reserved `.example` domain, so no real business is
 * named or reached. A phone is +91, the city's STD code, then a subscriber number starting with 0:
 * 0 is India's trunk prefix and never begins a subscriber number, so none of them can ring anyone.
 * The real ranges get no invented phone or website: only their public location.
 */
const RANGE_CONTACTS: Record<string, [address: string, phone: string, description: string]> = {
  'Aravalli Clay Club': [
    'Khasra 212, Gwal Pahari, off Gurugram-Faridabad Road, Gurugram, Haryana 122003',
    '+91 124 015 2730',
    'Two Olympic trap layouts on the scrubby ridge south of Gurugram, far enough from the city for early-morning shooting. Busy on weekends with corporate members; weekday mornings are quiet and good for coaching.',
  ],
  'Pink City Trap Club': [
    'Delhi Road, near Jaisinghpura Khor, Jaipur, Rajasthan 302027',
    '+91 141 060 4418',
    "A members' club on the Delhi Road with one Olympic trap layout and a practice trap. Evening shooting under lights from October to March, when Jaipur is cool enough to stand on the line for two hours.",
  ],
  'Deccan Clay Sports Club': [
    'Survey No. 88, Gandipet Road, Narsingi, Hyderabad, Telangana 500075',
    '+91 40 0980 1164',
    'Trap and skeet on the rocky ground west of the Outer Ring Road, with a shaded stand and a small clubhouse. The Sunday league has run since the club opened.',
  ],
  'Nilgiri Shotgun Club': [
    'Thondamuthur Road, beyond Vadavalli, Coimbatore, Tamil Nadu 641041',
    '+91 422 042 7719',
    'A small club in the Coimbatore foothills with a trap layout facing the hills; the backdrop of green slopes makes an orange clay easy to see. Popular with shooters from Kerala on the way to South Zone competitions.',
  ],
  'Sabarmati Trap Range': [
    'Bhat village, Gandhinagar Highway, Ahmedabad, Gujarat 382428',
    '+91 79 0970 3381',
    "A single-layout range near the Gandhinagar highway run by a group of Ahmedabad shooters. Home of the city's monthly trap league and its famous post-shoot breakfast.",
  ],
  'Hooghly Clay Shooters': [
    'Rajarhat Main Road, New Town, Kolkata, West Bengal 700135',
    '+91 33 0570 6642',
    "Kolkata's newest clay club, on reclaimed land in New Town. Flat, open and windy in the afternoons, so members learn early to read a target that drifts.",
  ],
  'Garden City Trap Club': [
    'Hesaraghatta Main Road, near Soladevanahalli, Bengaluru, Karnataka 560107',
    '+91 80 0846 3905',
    'A trap and skeet club on the northern edge of Bengaluru with a strong junior programme on Saturday mornings and a pattern board every member may use.',
  ],
  'Malabar Shooting Club': [
    'Chevayur-Kovoor Road, Kozhikode, Kerala 673017',
    '+91 495 073 8810',
    'A club of doctors, planters and students with one trap layout in Kozhikode. The range closes for the worst of the monsoon and runs a pre-season clinic every September.',
  ],
  'Shivalik Clay Range': [
    'Kaimbwala village road, Chandigarh 160101',
    '+91 172 074 1196',
    'A trap range under the Shivalik foothills used by shooters from Chandigarh, Mohali and Panchkula. Clear winter mornings and a strong tradition of state-level shooters.',
  ],
  'Five Rivers Trap Club': [
    'Ferozepur Road, near Mullanpur Dakha, Ludhiana, Punjab 141101',
    '+91 161 081 5507',
    "A Ludhiana club with two layouts and a long double trap tradition. Members are happy to lend a gun to a newcomer for a first round, under a coach's eye.",
  ],
  'Doon Valley Shotgun Club': [
    'Sahastradhara Road, Dehradun, Uttarakhand 248013',
    '+91 135 060 9942',
    'A hillside range outside Dehradun where the trap house sits below a line of sal trees. Cool summers make it a favourite training stop in May and June.',
  ],
  'Gomti Clay Sports': [
    'Sultanpur Road, near Gosainganj, Lucknow, Uttar Pradesh 226501',
    '+91 522 065 3318',
    'A trap range and training centre on the Sultanpur Road with a coaching programme for beginners and a well-stocked cartridge counter.',
  ],
  'Kalinga Trap Range': [
    'Chandaka Road, beyond Patia, Bhubaneswar, Odisha 751024',
    '+91 674 059 4471',
    'One trap layout near the Chandaka forest on the edge of Bhubaneswar, run by a small, enthusiastic club that hosts an open shoot every winter.',
  ],
  'Brahmaputra Shooting Club': [
    'Amingaon, North Guwahati, Assam 781031',
    '+91 361 068 0925',
    'Across the river from Guwahati, with a trap layout, a rifle range and a view of the Brahmaputra from the clubhouse. Shooting stops when the rain comes sideways.',
  ],
  'Konkan Coast Clay Club': [
    'Bambolim plateau, near Panaji, Goa 403202',
    '+91 832 045 6180',
    'A clay club on the Bambolim plateau near Panaji with sea breezes that make every target a little different. Open to visitors with a valid licence and prior booking.',
  ],
  'Indore Trap Academy': [
    'Rau-Pithampur Road, Rau, Indore, Madhya Pradesh 453331',
    '+91 731 085 7063',
    'An academy on the Rau road with a trap layout, a coaching room with video review, and a fitness corner. Runs a six-week introduction course for new shooters.',
  ],
  'Ranchi Hills Shotgun Range': [
    'Kanke Dam Road, Ranchi, Jharkhand 834006',
    '+91 651 023 4587',
    'A shotgun range near Kanke Dam with one trap layout and a skeet field, used by a small group of Ranchi shooters and visiting coaches.',
  ],
  'Patliputra Clay Club': [
    'Danapur Cantonment Road, Patna, Bihar 801503',
    '+91 612 025 9834',
    "Patna's clay club, with one trap layout near Danapur. Small, friendly and growing, with a monthly club shoot on the first Sunday.",
  ],
  'Mysuru Heritage Trap Club': [
    'Bogadi Road, near Hinkal, Mysuru, Karnataka 570017',
    '+91 821 041 6627',
    'A club on the western edge of Mysuru with an old-fashioned wooden clubhouse and a modern trap layout. Weekend shooting only.',
  ],
  'Nagpur Orange City Range': [
    'Wardha Road, near Khapri, Nagpur, Maharashtra 441108',
    '+91 712 080 3349',
    'A trap range on the Wardha Road, south of Nagpur, with covered stands for the hot months and evening sessions from November to February.',
  ],
};

/**
 * Which of the shell's range scenes (frontends/shell/public/images/ranges, scripts/range-illustrations.mjs)
 * shows each range: the national academies' covered lines, or the country around a club.
 */
const RANGE_SETTING: Record<string, 'academy' | 'hills' | 'coast' | 'dry' | 'plains' | 'floodlit'> = {
  'Dr. Karni Singh Shooting Range': 'academy',
  'Madhya Pradesh State Shooting Academy': 'academy',
  'Balewadi Shooting Range': 'academy',
  'Chennai Rifle Club': 'coast',
  'Gun for Glory Shooting Academy': 'academy',
  'Aravalli Clay Club': 'dry',
  'Pink City Trap Club': 'floodlit',
  'Deccan Clay Sports Club': 'dry',
  'Nilgiri Shotgun Club': 'hills',
  'Sabarmati Trap Range': 'dry',
  'Hooghly Clay Shooters': 'plains',
  'Garden City Trap Club': 'plains',
  'Malabar Shooting Club': 'coast',
  'Shivalik Clay Range': 'hills',
  'Five Rivers Trap Club': 'plains',
  'Doon Valley Shotgun Club': 'hills',
  'Gomti Clay Sports': 'plains',
  'Kalinga Trap Range': 'plains',
  'Brahmaputra Shooting Club': 'plains',
  'Konkan Coast Clay Club': 'coast',
  'Indore Trap Academy': 'dry',
  'Ranchi Hills Shotgun Range': 'hills',
  'Patliputra Clay Club': 'plains',
  'Mysuru Heritage Trap Club': 'hills',
  'Nagpur Orange City Range': 'floodlit',
};

/** What the real ranges are known for, in general public terms (their timings and fees are theirs to give). */
const REAL_RANGE_NOTES: Record<string, string> = {
  'Dr. Karni Singh Shooting Range':
    "Built in Tughlakabad for the 1982 Asian Games and the shooting venue of the 2010 Commonwealth Games, the country's best-known range holds national camps and international competitions on its shotgun layouts.",
  'Madhya Pradesh State Shooting Academy':
    "The state government's academy on the edge of Bhopal, where residential athletes train in rifle, pistol and shotgun, and whose ranges host national-level competitions.",
  'Balewadi Shooting Range':
    'The shooting ranges of the sports complex at Balewadi, built for the 1994 National Games, where Maharashtra holds state championships and Pune shooters train.',
  'Chennai Rifle Club':
    "One of the country's older shooting clubs, with members across rifle, pistol and shotgun and a long record of hosting South India's competitions.",
  'Gun for Glory Shooting Academy':
    'A private academy in Pune, one of a network across India, that takes beginners through to competitive shooters with coached sessions and club equipment.',
};

/** The fictional clubs' timetables: the first is a club with floodlights, the others ordinary club weeks. */
const RANGE_HOURS: Record<string, string>[] = [
  { 'Tue-Fri': '16:00-21:00', 'Sat-Sun': '07:00-20:00', Mon: 'Closed' },
  { 'Tue-Fri': '07:00-12:00', 'Sat-Sun': '06:30-17:00', Mon: 'Closed' },
  { 'Wed-Fri': '06:30-10:30', Sat: '06:30-18:00', Sun: '06:30-13:00', 'Mon-Tue': 'Closed' },
  { 'Thu-Fri': '07:00-11:00', 'Sat-Sun': '07:00-16:00', 'Mon-Wed': 'Members by appointment' },
];

/** Every club runs an introduction; the second program differs from club to club. */
const RANGE_PROGRAMS: { name: string; description: string }[] = [
  { name: 'Introduction to Trap', description: 'Four sessions with a coach, a club gun and cartridges provided.' },
  { name: 'Monthly League', description: 'A handicap league over 50 targets on the last Sunday of the month, open to every member.' },
  {
    name: 'Junior Saturdays',
    description: "Coached sessions for 14 to 18 year olds with a parent's written consent, on light 20-bore club guns.",
  },
  {
    name: "Women's Wednesday Squad",
    description: 'A morning squad with a woman coach for beginners and shooters coming back to the sport.',
  },
  {
    name: 'Competition Squad',
    description: 'Weekly 75-target sessions on a match timetable for members entering state and zonal championships.',
  },
  { name: 'Gun Fit Clinic', description: 'Once a month a coach checks comb height, cast and length of pull at the pattern plate.' },
];

const RANGE_FACILITIES: string[][] = [
  ['Floodlights', 'Club house', 'Changing rooms', 'Parking'],
  ['Club house', 'Parking', 'Gun storage'],
  ['Covered stand', 'Cafeteria', 'Parking', 'Pattern plate'],
  ['Shaded stand', 'Drinking water', 'Gun cleaning bench', 'Parking'],
];

const RANGE_MEMBERSHIP = [
  'Annual membership ₹18,000; guests ₹1,500 a day with a member; juniors at half price.',
  'Annual membership ₹12,000, targets billed by the round of 25; first-timers shoot the introduction without joining.',
  'Quarterly ₹4,500 or annual ₹15,000; students under 21 at half price.',
  'Annual membership ₹24,000 with locker and gun storage; day passes for visiting licence holders at ₹2,000.',
  'Annual membership ₹9,600; families ₹14,000; a waiting list for lockers.',
];

/** The real ranges' public location (no phone or website is invented for them). */
const REAL_RANGE_ADDRESSES: Record<string, string> = {
  'Dr. Karni Singh Shooting Range': 'Tughlakabad, New Delhi, Delhi 110044',
  'Balewadi Shooting Range': 'Shree Shiv Chhatrapati Sports Complex, Balewadi, Pune, Maharashtra 411045',
};

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
  // tips in Hindi, listed with the others (site search finds them by their Hindi words)
  ['Focus', 'beginner', 'निशाना नली पर नहीं, टारगेट पर रखें: आँखें ट्रैप हाउस से थोड़ा ऊपर नरम नज़र से टिकाइए और टारगेट दिखते ही उसी पर ध्यान जमाइए।'],
  ['Mount', 'beginner', 'रोज़ घर पर दस मिनट खाली और जाँची हुई गन से माउंट का अभ्यास कीजिए। गन चेहरे तक आए, चेहरा गन तक नहीं।'],
];

/** Who gives the tips of a category: the shooters whose bios make them the one to ask. */
const TIP_AUTHORS: Record<string, string[]> = {
  Stance: ['Dev Malhotra', 'Aarav Mehta'],
  Mount: ['Dev Malhotra', 'Ishita Rao'],
  Focus: ['Aarav Mehta', 'Ananya Bose'],
  Timing: ['Kabir Singh Sandhu', 'Priya Thakur'],
  Equipment: ['Meera Krishnan', 'Vikram Choudhary'],
  Mental: ['Ananya Bose', 'Nisha Patel'],
  Safety: ['Vikram Choudhary', 'Ishita Rao'],
  Fitness: ['Sana Qureshi', 'Arjun Nair'],
};

/** The demo's premium tag and what carries it: a Pro Lane member reads these in full, a visitor and a Range Pass member a teaser. */
export const DEMO_PREMIUM_TAG = 'premium';
export const DEMO_PREMIUM_ITEMS: { entity: 'blog_post'; contentType: 'blog_post'; key: string }[] = [
  { entity: 'blog_post', contentType: 'blog_post', key: 'blog-8' },
];

export function demoContent(now: Date, idOf: IdOf): Record<string, Seed[]> {
  const t = now.getTime();
  const podcast = EPISODES.map(([title, description, duration, guest], i) => ({
    key: `episode-${i + 1}`,
    doc: {
      title,
      description,
      imageUrl: IMG.podcast,
      audioUrl: `/audio/demo/episode-${String(i + 1).padStart(2, '0')}.wav`,
      duration,
      publishedAt: new Date(t - (EPISODES.length - i) * 14 * DAY),
      episodeNumber: i + 1,
      featured: i >= EPISODES.length - 3,
      guestName: SHOOTERS[guest]![0],
      guestTitle: SHOOTERS[guest]![1] === 'Coach' ? 'Coach' : `${SHOOTERS[guest]![1]} shooter`,
    },
  }));

  const shooter = SHOOTERS.map(([name, type, bio, achievements, tags], i) => ({
    key: `shooter-${i + 1}`,
    doc: { name, type, bio, imageUrl: shooterImage(name), achievements, tags, socialLinks: {}, featured: i < 4 },
  }));
  const shooterId = (i: number) => idOf('shooter', `shooter-${i + 1}`);

  // [title, status, who (index in SHOOTERS), start offset, description, transcript of a completed one]
  const ama: Seed[] = (
    [
      [
        'Live: Ask Aarav About Pre-Shot Routines',
        'live',
        0,
        -0.3 * HOUR,
        'Aarav keeps the same seven-second routine on every target, in practice and at the nationals. Bring your questions about building one, keeping it under pressure and what to do when it falls apart.',
      ],
      [
        'Live: Gun Fit Questions with Dev Malhotra',
        'live',
        10,
        -0.5 * HOUR,
        'Comb height, cast, length of pull and the pattern plate: Dev answers your gun fit questions live. Send a photo of your mount in advance and he may look at it on air.',
      ],
      [
        'Coaching Juniors: Ask Ishita Anything',
        'upcoming',
        1,
        3 * DAY,
        'For parents, club coaches and juniors themselves: starting age, safety habits, consent forms, club guns, and how to keep a fourteen-year-old interested past the first month.',
      ],
      [
        'Double Trap to Olympic Trap with Kabir',
        'upcoming',
        2,
        10 * DAY,
        'Kabir is moving from double trap to Olympic trap. Ask him what carried over, what he had to unlearn, and how his second barrel changed.',
      ],
      [
        'Skeet and Trap Cross-Training with Meera',
        'upcoming',
        3,
        null,
        'Meera shoots skeet and trains on trap once a week. A session on what each discipline teaches the other, once the club fixes a date.',
      ],
      [
        'Training Through the Monsoon with Priya',
        'completed',
        9,
        -12 * DAY,
        'Priya trained through hill winters and now through the monsoon. Her answers on wet gear, grey light and keeping a plan when half the sessions are rained off.',
        'Q: How do you keep training when the range is closed half the week in July?\nA: I plan for it. Two range sessions a week are on the calendar, and the rained-off days become dry mounting and fitness at home. I do not try to catch up by shooting six rounds on the one clear day.\n\nQ: Which lens tint do you use under a grey monsoon sky?\nA: Yellow or a light orange. Anything dark makes the target disappear against the clouds. Try two or three on the same morning; the light changes fast.\n\nQ: How do you stop your cartridges getting damp?\nA: A plastic box with a lid and a couple of silica gel sachets, and never leaving them in the car. A cartridge that has swollen in the humidity may not chamber, and you find out at the worst moment.',
      ],
      [
        'From Club League to Nationals with Nisha',
        'completed',
        11,
        -30 * DAY,
        'How Nisha went from organising the Ahmedabad league to shooting at the National Shooting Championship: entries, qualifying scores, travel and the first morning on a strange range.',
        'Q: When did you know you were ready to enter the state championship?\nA: When my league average had been steady for a season, not when I had one good day. Consistency matters more than your best round.\n\nQ: What surprised you at your first nationals?\nA: How long the days are. You shoot a round, then wait hours for the next one. I now bring a book, food and a folding chair.\n\nQ: Any advice on entries and paperwork?\nA: Start early and read the circular twice. Your state association sends the entries, and the deadlines come sooner than you expect. Keep copies of your licence and the travel permissions for your gun with you.',
      ],
      [
        'Thirty Years on the Line with Vikram',
        'completed',
        6,
        -60 * DAY,
        'Vikram has shot and refereed for three decades. Stories from the line, the rule questions he hears most, and what has changed in Indian shotgun shooting since he started.',
        'Q: What is the most common argument you settle as a referee?\nA: Whether a target was hit or only dusted. A visible piece must come off it. I call what I see, at once, and I never change a call because a shooter is upset.\n\nQ: What has changed most since you started?\nA: The number of young shooters, and the coaching they get. When I started we learned from whoever was at the range. Now juniors have proper coaches, proper gun fit and video.\n\nQ: What do you still practise after thirty years?\nA: Station 5, hard lefts. Everybody has a target that never quite goes away.',
      ],
    ] as [string, string, number, number | null, string, string?][]
  ).map(([title, status, who, offset, description, transcript], i) => ({
    key: `ama-${i + 1}`,
    doc: {
      title,
      description,
      shooterId: shooterId(who),
      status,
      scheduledFor: offset === null ? null : new Date(t + offset),
      transcript: transcript ?? null,
      // the guest's portrait, as an AMA's listing shows who answers
      imageUrl: shooterImage(SHOOTERS[who]![0]),
      // the live ones: an embedded player and a stream shown as a link (not on the embed allow-list)
      streamUrl: i === 0 ? 'https://www.youtube.com/watch?v=jNQXAC9IVRw' : i === 1 ? 'https://live.example.org/trap-india/gun-fit' : null,
      featured: i < 3,
    },
  }));

  const blog_post: Seed[] = DEMO_BLOG.map(({ category, title, author, body }, i) => ({
    key: `blog-${i + 1}`,
    doc: {
      title,
      content: body,
      imageUrl: blogImage(category),
      category,
      authorId: 'demo-editor',
      authorName: author,
      publishedAt: new Date(t - (i + 1) * 3 * DAY),
      featured: i % 5 === 0,
      tags: [category.toLowerCase().replace(' ', '-'), 'trap'],
    },
  }));
  // the post in Hindi: the second newest, so the blog's first page shows it
  blog_post.push({
    key: 'blog-hi-1',
    doc: {
      title: DEMO_HINDI_POST.title,
      content: DEMO_HINDI_POST.body,
      imageUrl: blogImage(DEMO_HINDI_POST.category),
      category: DEMO_HINDI_POST.category,
      authorId: 'demo-editor',
      authorName: DEMO_HINDI_POST.author,
      publishedAt: new Date(t - 4 * DAY),
      featured: false,
      tags: ['training', 'trap'],
    },
  });
  // the admin panel's blog list: a draft and a post scheduled for later, which visitors do not see yet
  blog_post.push(
    {
      key: 'blog-draft-1',
      doc: {
        title: DEMO_DRAFT.title,
        content: DEMO_DRAFT.body,
        imageUrl: blogImage(DEMO_DRAFT.category),
        category: DEMO_DRAFT.category,
        authorId: 'demo-editor',
        authorName: DEMO_DRAFT.author,
        publishedAt: new Date(t),
        featured: false,
        tags: ['equipment', 'chokes'],
        status: 'draft',
      },
    },
    {
      key: 'blog-scheduled-1',
      doc: {
        title: DEMO_SCHEDULED.title,
        content: DEMO_SCHEDULED.body,
        imageUrl: blogImage(DEMO_SCHEDULED.category),
        category: DEMO_SCHEDULED.category,
        authorId: 'demo-editor',
        authorName: DEMO_SCHEDULED.author,
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
    // a club under lights keeps evening hours; the others take turns through the usual club timetables
    const variant = RANGE_SETTING[name] === 'floodlit' ? 0 : 1 + (i % 3);
    return {
      key: `range-${slug}`,
      doc: {
        name,
        city,
        state,
        location: `${city}, ${state}`,
        description: real ? REAL_RANGE_NOTES[name]! : RANGE_CONTACTS[name]![2],
        fullAddress: real ? (REAL_RANGE_ADDRESSES[name] ?? null) : RANGE_CONTACTS[name]![0],
        contact: real ? null : RANGE_CONTACTS[name]![1],
        email: real ? null : `info@${slug}.example`,
        website: real ? null : `https://www.${slug}.example`,
        features,
        openingHours: real ? {} : RANGE_HOURS[variant % RANGE_HOURS.length]!,
        imageUrl: `/images/ranges/${RANGE_SETTING[name]!}.svg`,
        verified: !real,
        programs: real ? [] : [RANGE_PROGRAMS[0]!, RANGE_PROGRAMS[1 + (i % (RANGE_PROGRAMS.length - 1))]!],
        facilities: real ? [] : RANGE_FACILITIES[variant % RANGE_FACILITIES.length]!,
        membershipInfo: real ? null : RANGE_MEMBERSHIP[i % RANGE_MEMBERSHIP.length]!,
        // no photos to show: an empty gallery rather than the card's illustration again
        galleryImages: [],
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
      author: TIP_AUTHORS[category]![i % TIP_AUTHORS[category]!.length]!,
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
  // premium content: the items tagged with it show their full text from Pro Lane up, a teaser below
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
 * The demo's promo codes (so the admin panel's Promo codes screen is not empty): one of each
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
