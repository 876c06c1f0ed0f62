import { createHash } from 'node:crypto';
import { eventStartMs, type ClubEventType, type IndianState } from '@trap/contracts';
import type { ClubEventRecord } from './club-event.repository.ts';

/*
 * The demo calendar (DEMO_MODE): club shoots, championships, coaching camps and clinics over the
 * next three months at ranges of the content demo data. Every organiser, person, address and phone
 * number is fictional (e-mail addresses use the reserved .example domain). Stable ids, so seeding
 * again adds nothing; dates are set relative to the first seeding.
 */

export const seedId = (key: string) => createHash('md5').update(`seed:club_event:${key}`).digest('hex').slice(0, 24);

interface DemoEvent {
  key: string;
  title: string;
  description: string;
  eventType: ClubEventType;
  location: string;
  state: IndianState;
  /** days from today (IST) */
  inDays: number;
  /** 'HH:MM' IST, or null for all day */
  start: string | null;
  end: string | null;
  /** how many days it runs (all-day events) */
  days?: number;
  organizer: string;
  contactEmail: string | null;
  contactPhone: string | null;
  registrationUrl?: string;
  /** days before the start that registration closes */
  deadlineDaysBefore?: number;
  maxParticipants: number | null;
}

const EVENTS: DemoEvent[] = [
  {
    key: 'nilgiri-dawn-shoot',
    title: 'Nilgiri Dawn Practice Shoot',
    description:
      'Four rounds of Olympic Trap in the cool of the morning, squads of six, coffee at the club house afterwards. Bring your own cartridges.',
    eventType: 'club_shoot',
    location: 'Nilgiri Shotgun Club, Coimbatore',
    state: 'Tamil Nadu',
    inDays: 2,
    start: '06:30',
    end: '10:30',
    organizer: 'Nilgiri Shotgun Club (range officer: Suresh Menon)',
    contactEmail: 'range@nilgiri-shotgun.example',
    contactPhone: '+91 90000 10021',
    maxParticipants: 24,
  },
  {
    key: 'pink-city-monthly',
    title: 'Pink City Monthly Club Shoot',
    description:
      'The monthly 50-target club shoot: two rounds of 25, handicap classes for newer members, results on the board by lunch. Guests of members welcome.',
    eventType: 'club_shoot',
    location: 'Pink City Trap Club, Jaipur',
    state: 'Rajasthan',
    inDays: 5,
    start: '08:00',
    end: '14:00',
    organizer: 'Pink City Trap Club committee (Capt. Vikram Rathore)',
    contactEmail: 'shoots@pinkcitytrap.example',
    contactPhone: '+91 90000 10022',
    deadlineDaysBefore: 2,
    maxParticipants: 40,
  },
  {
    key: 'aravalli-winter-league-1',
    title: 'Aravalli Winter League — Round 1',
    description: 'Opening round of the five-round winter league. Best four rounds count. Squads are drawn on the morning; report by 8:30.',
    eventType: 'club_shoot',
    location: 'Aravalli Clay Club, Gurugram',
    state: 'Haryana',
    inDays: 9,
    start: '09:00',
    end: '15:00',
    organizer: 'Aravalli Clay Club league desk (Meera Dahiya)',
    contactEmail: 'league@aravalliclay.example',
    contactPhone: null,
    deadlineDaysBefore: 3,
    maxParticipants: 30,
  },
  {
    key: 'garden-city-sunday',
    title: 'Garden City Sunday Shoot',
    description:
      'A relaxed Sunday shoot for all levels. Coaches on the line for anyone who wants a second pair of eyes on their hold points.',
    eventType: 'club_shoot',
    location: 'Garden City Trap Club, Bengaluru',
    state: 'Karnataka',
    inDays: 12,
    start: '08:30',
    end: '13:00',
    organizer: 'Garden City Trap Club (Anand Rao)',
    contactEmail: 'hello@gardencitytrap.example',
    contactPhone: '+91 90000 10023',
    maxParticipants: 24,
  },
  {
    key: 'pune-beginner-camp',
    title: 'Beginner Trap Coaching Camp',
    description:
      'Three days for new shooters: safety and gun handling, mount and stance, reading the target, then full rounds with a coach beside you. Guns and cartridges provided.',
    eventType: 'coaching_camp',
    location: 'Gun for Glory Shooting Academy, Pune',
    state: 'Maharashtra',
    inDays: 14,
    start: null,
    end: null,
    days: 3,
    organizer: 'Deccan Shotgun Coaching Collective (head coach: Rohan Kulkarni)',
    contactEmail: 'camps@deccancoaching.example',
    contactPhone: '+91 90000 10024',
    deadlineDaysBefore: 4,
    maxParticipants: 16,
  },
  {
    key: 'chennai-footwork-clinic',
    title: 'Station Footwork and Hold Points Clinic',
    description: 'A one-day clinic on foot position and gun hold for each of the five stations, with video review after every round.',
    eventType: 'clinic',
    location: 'Chennai Rifle Club, Chennai',
    state: 'Tamil Nadu',
    inDays: 18,
    start: '10:00',
    end: '16:00',
    organizer: 'Coastal Clay Academy (coach: Priya Raghavan)',
    contactEmail: 'clinics@coastalclay.example',
    contactPhone: null,
    deadlineDaysBefore: 5,
    maxParticipants: 12,
  },
  {
    key: 'bhopal-junior-camp',
    title: 'Junior Trap Development Camp',
    description:
      'Five days for shooters under 21: technique blocks in the morning, match simulation in the afternoon, fitness and mental-skills sessions in the evening.',
    eventType: 'coaching_camp',
    location: 'Madhya Pradesh State Shooting Academy, Bhopal',
    state: 'Madhya Pradesh',
    inDays: 24,
    start: null,
    end: null,
    days: 5,
    organizer: 'Central India Junior Shotgun Programme (coordinator: Farhan Qureshi)',
    contactEmail: 'juniors@centralshotgun.example',
    contactPhone: '+91 90000 10025',
    deadlineDaysBefore: 7,
    maxParticipants: 24,
  },
  {
    key: 'deccan-open',
    title: 'Deccan Open Trap Championship',
    description: 'Open championship over 125 targets and a final for the top six. Classes: men, women, juniors, veterans.',
    eventType: 'championship',
    location: 'Deccan Clay Sports Club, Hyderabad',
    state: 'Telangana',
    inDays: 31,
    start: null,
    end: null,
    days: 2,
    organizer: 'Deccan Clay Sports Club match committee (Lakshmi Reddy)',
    contactEmail: 'open@deccanclay.example',
    contactPhone: '+91 90000 10026',
    deadlineDaysBefore: 10,
    maxParticipants: 60,
  },
  {
    key: 'national-shotgun-championship',
    title: 'National Shotgun Championship — Trap',
    description:
      'The national championship in Olympic Trap: qualification over 125 targets, semi-finals and finals. Entries through the organising committee’s site.',
    eventType: 'championship',
    location: 'Dr. Karni Singh Shooting Range, New Delhi',
    state: 'Delhi',
    inDays: 40,
    start: null,
    end: null,
    days: 6,
    organizer: 'National Shotgun Championship Organising Committee (fictional)',
    contactEmail: 'entries@nsc-trap.example',
    contactPhone: null,
    registrationUrl: 'https://nsc-trap.example/entries',
    maxParticipants: null,
  },
  {
    key: 'sabarmati-twilight',
    title: 'Sabarmati Twilight Shoot',
    description: 'Two rounds under the lights as the sun goes down, then dinner by the river. Targets in orange for the dusk.',
    eventType: 'club_shoot',
    location: 'Sabarmati Trap Range, Ahmedabad',
    state: 'Gujarat',
    inDays: 45,
    start: '16:30',
    end: '20:00',
    organizer: 'Sabarmati Trap Range (Hetal Shah)',
    contactEmail: 'events@sabarmatitrap.example',
    contactPhone: '+91 90000 10027',
    maxParticipants: 36,
  },
  {
    key: 'five-rivers-lohri',
    title: 'Five Rivers Lohri Shoot and Bonfire',
    description: 'A fun shoot with flurry and team events, followed by the Lohri bonfire, music and dinner for members and families.',
    eventType: 'social',
    location: 'Five Rivers Trap Club, Ludhiana',
    state: 'Punjab',
    inDays: 50,
    start: '14:00',
    end: '21:00',
    organizer: 'Five Rivers Trap Club social committee (Gurpreet Sandhu)',
    contactEmail: 'social@fiverivers.example',
    contactPhone: null,
    deadlineDaysBefore: 3,
    maxParticipants: 80,
  },
  {
    key: 'west-zone-championship',
    title: 'West Zone Shotgun Championship',
    description: 'Zonal championship in Trap and Double Trap, a qualifier for the national squad trials. Entries through the zone’s site.',
    eventType: 'championship',
    location: 'Balewadi Shooting Range, Pune',
    state: 'Maharashtra',
    inDays: 58,
    start: null,
    end: null,
    days: 3,
    organizer: 'West Zone Shotgun Council (fictional)',
    contactEmail: 'westzone@shotguncouncil.example',
    contactPhone: '+91 90000 10028',
    registrationUrl: 'https://westzone-shotgun.example/register',
    maxParticipants: null,
  },
  {
    key: 'doon-mental-game',
    title: 'Mental Game Workshop for Trap Shooters',
    description:
      'Pre-shot routines, recovering after a miss and shooting a final under pressure. Classroom in the morning, applied on the range after lunch.',
    eventType: 'clinic',
    location: 'Doon Valley Shotgun Club, Dehradun',
    state: 'Uttarakhand',
    inDays: 66,
    start: '09:30',
    end: '17:00',
    organizer: 'Doon Valley Shotgun Club (sports psychologist: Dr. Kavya Negi)',
    contactEmail: 'workshops@doonshotgun.example',
    contactPhone: null,
    deadlineDaysBefore: 5,
    maxParticipants: 20,
  },
  {
    key: 'konkan-fun-shoot',
    title: 'Konkan Coast Fun Shoot',
    description: 'Pairs competition, a beginners’ flight and a seafood lunch. Open to members of any club.',
    eventType: 'social',
    location: 'Konkan Coast Clay Club, Panaji',
    state: 'Goa',
    inDays: 73,
    start: '09:00',
    end: '15:30',
    organizer: 'Konkan Coast Clay Club (Joaquim Fernandes)',
    contactEmail: 'fun@konkanclay.example',
    contactPhone: '+91 90000 10029',
    maxParticipants: 48,
  },
  {
    key: 'shivalik-trials-camp',
    title: 'Selection Trials Preparation Camp',
    description:
      'Four days of match-volume training before the selection trials: 150 targets a day, final simulations and equipment checks.',
    eventType: 'coaching_camp',
    location: 'Shivalik Clay Range, Chandigarh',
    state: 'Chandigarh',
    inDays: 80,
    start: null,
    end: null,
    days: 4,
    organizer: 'North India Trap Academy (head coach: Harjit Gill)',
    contactEmail: 'camp@northtrap.example',
    contactPhone: '+91 90000 10030',
    deadlineDaysBefore: 14,
    maxParticipants: 18,
  },
  {
    key: 'kalinga-club-championship',
    title: 'Kalinga Club Championship',
    description: 'The club’s annual championship over 100 targets with a final for the top six, and the season’s prize-giving.',
    eventType: 'championship',
    location: 'Kalinga Trap Range, Bhubaneswar',
    state: 'Odisha',
    inDays: 87,
    start: '08:00',
    end: '17:00',
    organizer: 'Kalinga Trap Range committee (Subhashree Mohanty)',
    contactEmail: 'championship@kalingatrap.example',
    contactPhone: null,
    deadlineDaysBefore: 7,
    maxParticipants: 50,
  },
];

const DAY = 86_400_000;
/** The IST day `n` days from `now`. */
const dayFrom = (now: Date, n: number) => new Date(now.getTime() + 5.5 * 3600_000 + n * DAY).toISOString().slice(0, 10);
const at = (isoDay: string, time: string) => new Date(`${isoDay}T${time}:00+05:30`);

/** The demo events as stored: approved, no registrations yet. */
export function demoClubEvents(now: Date): ClubEventRecord[] {
  return EVENTS.map((e) => {
    const first = dayFrom(now, e.inDays);
    const last = dayFrom(now, e.inDays + (e.days ?? 1) - 1);
    const startDate = e.start ? at(first, e.start) : new Date(eventStartMs(first));
    const endDate = e.end ? at(first, e.end) : new Date(eventStartMs(last) + DAY - 1);
    return {
      _id: seedId(e.key),
      title: e.title,
      description: e.description,
      eventType: e.eventType,
      location: e.location,
      state: e.state,
      startDate,
      endDate,
      allDay: e.start === null,
      startsAt: startDate,
      endsAt: endDate,
      organizer: e.organizer,
      contactEmail: e.contactEmail,
      contactPhone: e.contactPhone,
      registrationUrl: e.registrationUrl ?? null,
      registrationDeadline: e.deadlineDaysBefore ? new Date(eventStartMs(dayFrom(now, e.inDays - e.deadlineDaysBefore)) + DAY - 1) : null,
      maxParticipants: e.maxParticipants,
      imageUrl: null,
      createdBy: null,
      isActive: true,
      status: 'approved',
      approvedAt: now,
      approvedBy: null,
      registrantIds: [],
      remindedAt: null,
      revision: 1,
      demo: true,
      createdAt: now,
      updatedAt: now,
    };
  });
}

/** The demo events the demo member (`member`) is registered for, so "Registered" and the reminder show on make start. */
export const DEMO_MEMBER_EVENT_IDS = ['pink-city-monthly', 'garden-city-sunday'].map(seedId);
