import type { Coach, CoachList, CoachListQuery, CoachProfileInput } from '@trap/contracts';
import { forbidden, notFound } from '@trap/kit';
import { can, type Role } from '@trap/contracts';
import type { MemberProfile, MemberProfileRepository } from '../../read-models/member-profiles/member-profile.repository.ts';
import { shownLevel } from '../../read-models/member-profiles/member-profile.model.ts';
import type { CoachProfileDoc } from './coach-profile.model.ts';
import type { CoachProfileRepository } from './coach-profile.repository.ts';

/** Followers per coach, from the network (wired in service.ts: features do not import each other). */
export interface FollowerCounts {
  followersCounts(coachIds: readonly string[]): Promise<Map<string, number>>;
}

const isCoach = (p: MemberProfile) => p.isCoach || can(p.role as Role, 'coach.profile');
/** The coach finder's rule: an active member who coaches, with a public profile or a coach profile. */
const isListed = (p: MemberProfile, c: CoachProfileDoc | null | undefined) =>
  p.accountStatus === 'active' && isCoach(p) && (p.isPublicProfile || !!c);
const contains = (value: string | null | undefined, text: string) => !!value && value.toLowerCase().includes(text.toLowerCase());

function toCoach(p: MemberProfile, c: CoachProfileDoc | undefined, followersCount: number): Coach {
  return {
    id: p._id,
    displayName: p.displayName,
    avatarUrl: p.avatarUrl ?? null,
    level: shownLevel(p),
    clubAffiliation: p.clubAffiliation ?? null,
    isPublicProfile: p.isPublicProfile,
    location: p.location ?? null,
    speciality: c?.speciality ?? null,
    city: c?.city ?? null,
    experienceYears: c?.experienceYears ?? null,
    ratePerSession: c?.ratePerSession ?? null,
    about: c?.about ?? '',
    acceptingRequests: c?.acceptingRequests ?? true,
    followersCount,
  };
}

/**
 * The coach finder. Listed: active members who coach (isCoach or the coach role) and whose profile
 * is public or who filled in a coach profile (publishing one is consent to be found as a coach).
 * The coaches and their profiles are read whole and filtered here: a few hundred coaches at most,
 * and any filter but a bare `_id` is a collection pass on FerretDB anyway.
 */
export class CoachesService {
  private readonly profiles: MemberProfileRepository;
  private readonly coachProfiles: CoachProfileRepository;
  private readonly network: FollowerCounts;
  constructor(profiles: MemberProfileRepository, coachProfiles: CoachProfileRepository, network: FollowerCounts) {
    this.profiles = profiles;
    this.coachProfiles = coachProfiles;
    this.network = network;
  }

  async list(q: CoachListQuery): Promise<CoachList> {
    const [members, profiles] = await Promise.all([this.profiles.listCoaches(), this.coachProfiles.all()]);
    const listed = members.filter((m) => isListed(m, profiles.get(m._id)));
    const cities = [...new Set(listed.map((m) => profiles.get(m._id)?.city ?? m.location).filter((c): c is string => !!c))].sort((a, b) =>
      a.localeCompare(b),
    );
    const matching = listed.filter((m) => {
      const c = profiles.get(m._id);
      if (q.q && ![m.displayName, m.clubAffiliation, m.location, c?.city].some((v) => contains(v, q.q!))) return false;
      if (q.speciality && c?.speciality !== q.speciality) return false;
      if (q.city && !contains(c?.city ?? m.location, q.city)) return false;
      if (q.maxRate !== undefined && (c?.ratePerSession === undefined || c.ratePerSession > q.maxRate)) return false;
      if (q.minExperience !== undefined && (c?.experienceYears === undefined || c.experienceYears < q.minExperience)) return false;
      return true;
    });
    const page = matching.slice((q.page - 1) * q.pageSize, q.page * q.pageSize);
    const counts = await this.network.followersCounts(page.map((m) => m._id));
    return {
      items: page.map((m) => toCoach(m, profiles.get(m._id), counts.get(m._id) ?? 0)),
      page: q.page,
      pageSize: q.pageSize,
      total: matching.length,
      cities,
    };
  }

  /** One listed coach, or null. */
  async find(coachId: string): Promise<Coach | null> {
    const [member, profile] = await Promise.all([this.profiles.findById(coachId), this.coachProfiles.findById(coachId)]);
    if (!member || !isListed(member, profile)) return null;
    const counts = await this.network.followersCounts([coachId]);
    return toCoach(member, profile ?? undefined, counts.get(coachId) ?? 0);
  }

  /** Whether a member is in the coach finder (their profile is then open to everyone, as their card is). */
  async listed(member: MemberProfile): Promise<boolean> {
    // the coach profile is read only when it decides
    const needsProfile = member.accountStatus === 'active' && isCoach(member) && !member.isPublicProfile;
    return isListed(member, needsProfile ? await this.coachProfiles.findById(member._id) : null);
  }

  async get(coachId: string): Promise<Coach> {
    const coach = await this.find(coachId);
    if (!coach) throw notFound('Coach');
    return coach;
  }

  /** A coach edits their own profile; nobody edits another's (403); a member who does not coach has none (404). */
  async updateProfile(me: string, coachId: string, input: CoachProfileInput): Promise<Coach> {
    if (coachId !== me) throw forbidden('You can only edit your own coach profile');
    const member = await this.profiles.findById(me);
    if (!member || !isCoach(member)) throw notFound('Coach');
    const saved = await this.coachProfiles.save(me, input);
    const counts = await this.network.followersCounts([me]);
    return toCoach(member, saved, counts.get(me) ?? 0);
  }

  /** Whether a coach takes new coaching requests (no profile yet: yes). */
  async accepting(coachId: string): Promise<boolean> {
    return (await this.coachProfiles.findById(coachId))?.acceptingRequests ?? true;
  }
}
