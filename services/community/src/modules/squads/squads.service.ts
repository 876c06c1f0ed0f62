import { randomBytes } from 'node:crypto';
import {
  SQUAD_MAX_MEMBERS,
  type Squad as ApiSquad,
  type SquadInput,
  type SquadMember,
  type SquadOverview,
  type SquadRole,
  type SquadSummary,
  type SquadUpdate,
} from '@trap/contracts';
import { conflict, forbidden, notFound, type Change, type OutboxEntry } from '@trap/kit';
import type { MemberProfile, MemberProfileRepository } from '../../read-models/member-profiles/member-profile.repository.ts';
import type { SquadMemberEntry } from './squad.model.ts';
import type { Squad, SquadRepository } from './squad.repository.ts';
import type { GroupSessionsService } from './group-sessions.service.ts';
import { notice, squadPath } from './squad.notices.ts';
import { activeEntryOf, canSee, entryOf, leads } from './squad.rules.ts';

/** How many public squads the screen offers to join. */
const DISCOVER_LIMIT = 50;
const ROLE_ORDER: Record<SquadRole, number> = { owner: 0, captain: 1, member: 2 };

type People = Map<string, MemberProfile>;
const person = (people: People, id: string) => {
  const p = people.get(id);
  return { id, displayName: p?.displayName ?? 'Unknown member', avatarUrl: p?.avatarUrl ?? null };
};

/** The squads of the community: the only writer of shooting_squads (members inside). */
export class SquadsService {
  private readonly squads: SquadRepository;
  private readonly sessions: GroupSessionsService;
  private readonly profiles: MemberProfileRepository;
  constructor(squads: SquadRepository, sessions: GroupSessionsService, profiles: MemberProfileRepository) {
    this.squads = squads;
    this.sessions = sessions;
    this.profiles = profiles;
  }

  // ---- reads -----------------------------------------------------------------------------------

  async overview(me: string): Promise<SquadOverview> {
    const [mine, open] = await Promise.all([this.squads.listForMember(me), this.squads.listPublic(DISCOVER_LIMIT * 2)]);
    const active = mine.filter((s) => activeEntryOf(s, me));
    const invited = mine.filter((s) => entryOf(s, me)?.status === 'invited');
    const discover = open.filter((s) => !entryOf(s, me)).slice(0, DISCOVER_LIMIT);
    const people = await this.profiles.findMany(
      [...active, ...invited, ...discover].flatMap((s) => [s.ownerId, entryOf(s, me)?.invitedBy ?? s.ownerId]),
    );
    return {
      mine: active.map((s) => this.summary(s, me, people)),
      invitations: invited.map((s) => this.summary(s, me, people)),
      discover: discover.map((s) => this.summary(s, me, people)),
    };
  }

  async get(me: string, id: string): Promise<ApiSquad> {
    const squad = await this.squads.findLive(id);
    if (!squad || !canSee(squad, me)) throw notFound('Squad');
    return this.detail(squad, me);
  }

  /** The squad if the member may see it (group sessions ask). */
  async visible(me: string, id: string): Promise<Squad> {
    const squad = await this.squads.findLive(id);
    if (!squad || !canSee(squad, me)) throw notFound('Squad');
    return squad;
  }

  // ---- the owner's writes ----------------------------------------------------------------------

  async create(me: string, input: SquadInput): Promise<ApiSquad> {
    const now = new Date();
    const squad: Squad = {
      _id: randomBytes(12).toString('hex'),
      name: input.name,
      description: input.description,
      imageUrl: input.imageUrl,
      isPrivate: input.isPrivate,
      ownerId: me,
      members: [{ userId: me, role: 'owner', status: 'active', joinedAt: now, invitedBy: null, invitedAt: null }],
      deletedAt: null,
      createdAt: now,
      updatedAt: now,
    };
    await this.squads.insert(squad);
    return this.detail(squad, me);
  }

  update(me: string, id: string, input: SquadUpdate): Promise<ApiSquad> {
    return this.change(me, id, (squad, now) => {
      this.ownerOnly(squad, me, 'Only the owner can change the squad');
      const set: Partial<Squad> = { updatedAt: now };
      if (input.name !== undefined) set.name = input.name;
      if (input.description !== undefined) set.description = input.description;
      if (input.imageUrl !== undefined) set.imageUrl = input.imageUrl;
      if (input.isPrivate !== undefined) set.isPrivate = input.isPrivate;
      return { set, events: [] };
    });
  }

  async remove(me: string, id: string): Promise<void> {
    await this.change(me, id, (squad, now) => {
      this.ownerOnly(squad, me, 'Only the owner can delete the squad');
      return { set: { deletedAt: now, updatedAt: now }, events: [] };
    });
  }

  async setRole(me: string, id: string, userId: string, role: SquadRole): Promise<ApiSquad> {
    return this.change(me, id, (squad, now) => {
      this.ownerOnly(squad, me, 'Only the owner can change roles');
      const target = activeEntryOf(squad, userId);
      if (!target) throw notFound('Member');
      if (userId === me) throw conflict('Hand the squad over to another member to change your own role');
      if (target.role === role) return null;
      const members = squad.members.map((m) => ({ ...m }));
      const set: Partial<Squad> = { members, updatedAt: now };
      for (const m of members) {
        if (m.userId === userId) m.role = role;
        if (role === 'owner' && m.userId === me) m.role = 'captain';
      }
      if (role === 'owner') set.ownerId = userId;
      const told =
        role === 'owner'
          ? { title: 'You own a squad now', message: `${squad.name} was handed over to you.` }
          : role === 'captain'
            ? { title: 'You are a captain now', message: `You were made captain of ${squad.name}.` }
            : { title: 'Your squad role changed', message: `You are a member of ${squad.name} again.` };
      return { set, events: notice([userId], { entityType: 'squad', entityId: squad._id, actionUrl: squadPath(squad._id), ...told }) };
    });
  }

  // ---- invitations and membership -----------------------------------------------------------------

  async invite(me: string, id: string, userId: string): Promise<ApiSquad> {
    const [invitee, inviter] = await Promise.all([this.profiles.findById(userId), this.profiles.findById(me)]);
    return this.change(me, id, (squad, now) => {
      if (!leads(entryOf(squad, me))) throw forbidden('Only the owner and captains can invite members');
      if (userId === me) throw conflict('You are already in this squad');
      if (!invitee || invitee.accountStatus !== 'active') throw notFound('Member');
      const existing = entryOf(squad, userId);
      if (existing?.status === 'active') throw conflict(`${invitee.displayName} is already in this squad`);
      if (existing) throw conflict(`${invitee.displayName} is already invited`);
      if (squad.members.length >= SQUAD_MAX_MEMBERS) throw conflict(`A squad has at most ${SQUAD_MAX_MEMBERS} members and invitations`);
      const entry: SquadMemberEntry = { userId, role: 'member', status: 'invited', joinedAt: null, invitedBy: me, invitedAt: now };
      return {
        set: { members: [...squad.members, entry], updatedAt: now },
        events: notice([userId], {
          entityType: 'squad_invitation',
          entityId: squad._id,
          title: 'Squad invitation',
          message: `${inviter?.displayName ?? 'A member'} invited you to join the squad ${squad.name}.`,
          actionUrl: '/squads',
        }),
      };
    });
  }

  async accept(me: string, id: string): Promise<ApiSquad> {
    const profile = await this.profiles.findById(me);
    return this.change(me, id, (squad, now) => {
      const mine = entryOf(squad, me);
      if (mine?.status === 'active') throw conflict('You are already a member of this squad');
      if (!mine) throw notFound('Invitation');
      return this.joined(squad, me, now, profile);
    });
  }

  async decline(me: string, id: string): Promise<ApiSquad> {
    return this.change(me, id, (squad, now) => {
      const mine = entryOf(squad, me);
      if (mine?.status === 'active') throw conflict('You are already a member of this squad');
      if (!mine) throw notFound('Invitation');
      return { set: { members: squad.members.filter((m) => m.userId !== me), updatedAt: now }, events: [] };
    });
  }

  /** Public squads take any member at once (docs/decisions.md): no request to approve. */
  async join(me: string, id: string): Promise<ApiSquad> {
    const profile = await this.profiles.findById(me);
    return this.change(me, id, (squad, now) => {
      const mine = entryOf(squad, me);
      if (mine?.status === 'active') throw conflict('You are already a member of this squad');
      if (mine) return this.joined(squad, me, now, profile);
      if (squad.isPrivate) throw notFound('Squad');
      if (squad.members.length >= SQUAD_MAX_MEMBERS) throw conflict('This squad is full');
      const entry: SquadMemberEntry = { userId: me, role: 'member', status: 'active', joinedAt: now, invitedBy: null, invitedAt: null };
      return { set: { members: [...squad.members, entry], updatedAt: now }, events: [] };
    });
  }

  async leave(me: string, id: string): Promise<ApiSquad> {
    const squad = await this.change(me, id, (current, now) => {
      const mine = entryOf(current, me);
      if (!mine) throw conflict('You are not in this squad');
      if (mine.role === 'owner') throw conflict('The owner cannot leave: hand the squad over or delete it');
      return { set: { members: current.members.filter((m) => m.userId !== me), updatedAt: now }, events: [] };
    });
    await this.sessions.withdrawFromSquad(id, me);
    return squad;
  }

  /** The owner removes anyone else; captains remove members and withdraw invitations. */
  async removeMember(me: string, id: string, userId: string): Promise<void> {
    if (userId === me) {
      await this.leave(me, id);
      return;
    }
    await this.change(me, id, (squad, now) => {
      const mine = entryOf(squad, me);
      if (!leads(mine)) throw forbidden('Only the owner and captains can remove members');
      const target = entryOf(squad, userId);
      if (!target) throw notFound('Member');
      if (mine!.role === 'captain' && target.role !== 'member') throw forbidden('Only the owner can remove a captain');
      return { set: { members: squad.members.filter((m) => m.userId !== userId), updatedAt: now }, events: [] };
    });
    await this.sessions.withdrawFromSquad(id, userId);
  }

  /**
   * auth.user.deleted: the member leaves every squad and drops their invitations. A squad they owned
   * goes to its next leader (a captain, else the longest-standing member, who is told); with nobody
   * else active it is deleted. Then their session answers go (waiting lists move up). Idempotent.
   */
  async forgetMember(userId: string): Promise<number> {
    let left = 0;
    for (const found of await this.squads.listForMember(userId)) {
      const after = await this.squads.update(found._id, (squad) => {
        const mine = entryOf(squad, userId);
        if (!mine) return null;
        const now = new Date();
        const members = squad.members.filter((m) => m.userId !== userId).map((m) => ({ ...m }));
        if (mine.role !== 'owner' || mine.status !== 'active') return { set: { members, updatedAt: now }, events: [] };
        const heir = members
          .filter((m) => m.status === 'active')
          .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || (a.joinedAt?.getTime() ?? 0) - (b.joinedAt?.getTime() ?? 0))[0];
        if (!heir) return { set: { members, deletedAt: now, updatedAt: now }, events: [] };
        heir.role = 'owner';
        return {
          set: { members, ownerId: heir.userId, updatedAt: now },
          events: notice([heir.userId], {
            entityType: 'squad',
            entityId: squad._id,
            actionUrl: squadPath(squad._id),
            title: 'You own a squad now',
            message: `${squad.name} was handed over to you: its owner's account was deleted.`,
          }),
        };
      });
      if (after) left++;
    }
    await this.sessions.withdrawEverywhere(userId);
    return left;
  }

  // ---- helpers ---------------------------------------------------------------------------------

  private ownerOnly(squad: Squad, me: string, message: string): void {
    if (activeEntryOf(squad, me)?.role !== 'owner') throw forbidden(message);
  }

  /** The member becomes active (an invitation accepted); whoever invited them hears of it. */
  private joined(squad: Squad, me: string, now: Date, profile: MemberProfile | null): Change<Squad> {
    const mine = entryOf(squad, me)!;
    if (squad.members.filter((m) => m.status === 'active').length >= SQUAD_MAX_MEMBERS) throw conflict('This squad is full');
    const members = squad.members.map((m) => (m.userId === me ? { ...m, status: 'active' as const, joinedAt: now } : m));
    const events: OutboxEntry[] =
      mine.invitedBy && mine.invitedBy !== me
        ? notice([mine.invitedBy], {
            entityType: 'squad',
            entityId: squad._id,
            title: 'Invitation accepted',
            message: `${profile?.displayName ?? 'A member'} joined ${squad.name}.`,
            actionUrl: squadPath(squad._id),
          })
        : [];
    return { set: { members, updatedAt: now }, events };
  }

  /** Changes a squad the member can see (404 otherwise) and answers it as they now see it (404 if they no longer can). */
  private async change(me: string, id: string, decide: (squad: Squad, now: Date) => Change<Squad> | null): Promise<ApiSquad> {
    let seen = false;
    const after = await this.squads.update(id, (squad) => {
      if (!canSee(squad, me)) return null;
      seen = true;
      return decide(squad, new Date());
    });
    if (after) return this.detail(after, me);
    if (!seen) throw notFound('Squad');
    // nothing to change: the squad as it is
    const squad = await this.squads.findLive(id);
    if (!squad) throw notFound('Squad');
    return this.detail(squad, me);
  }

  private summary(squad: Squad, me: string, people: People): SquadSummary {
    const mine = entryOf(squad, me);
    return {
      id: squad._id,
      name: squad.name,
      description: squad.description,
      imageUrl: squad.imageUrl,
      isPrivate: squad.isPrivate,
      ownerId: squad.ownerId,
      owner: person(people, squad.ownerId),
      memberCount: squad.members.filter((m) => m.status === 'active').length,
      myRole: mine?.status === 'active' ? mine.role : null,
      myStatus: mine?.status ?? null,
      invitedBy: mine?.status === 'invited' && mine.invitedBy ? person(people, mine.invitedBy) : null,
      createdAt: squad.createdAt.toISOString(),
      updatedAt: squad.updatedAt.toISOString(),
    };
  }

  /** Members see the open invitations too; others (a public squad's visitors) only the active members. */
  async detail(squad: Squad, me: string): Promise<ApiSquad> {
    const isMember = !!activeEntryOf(squad, me);
    const shown = squad.members
      .filter((m) => m.status === 'active' || isMember || m.userId === me)
      .sort(
        (a, b) =>
          Number(a.status === 'invited') - Number(b.status === 'invited') ||
          ROLE_ORDER[a.role] - ROLE_ORDER[b.role] ||
          (a.joinedAt?.getTime() ?? 0) - (b.joinedAt?.getTime() ?? 0),
      );
    const people = await this.profiles.findMany([squad.ownerId, ...shown.flatMap((m) => [m.userId, m.invitedBy ?? m.userId])]);
    const members: SquadMember[] = shown.map((m) => ({
      userId: m.userId,
      displayName: person(people, m.userId).displayName,
      avatarUrl: person(people, m.userId).avatarUrl,
      role: m.role,
      status: m.status,
      joinedAt: m.joinedAt?.toISOString() ?? null,
      invitedBy: m.invitedBy,
    }));
    return { ...this.summary(squad, me, people), members };
  }
}
