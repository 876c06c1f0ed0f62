import { conflict, notFound } from '@trap/kit';
import {
  COMPETITION_LEVELS,
  istDayOf,
  SCORE_BASIS_TEXT,
  type Competition,
  type PathwayProfile,
  type SelectionRule,
  type SelectionRuleFields,
  type Standing,
} from '@trap/contracts';
import type { LogRepository } from '../logs/log.repository.ts';
import { competitionsKind } from '../logs/log-kinds.ts';
import type { PathwayRepository } from './pathway.repository.ts';
import type { SelectionRuleDoc } from './pathway.model.ts';
import { computeStanding } from './standing.ts';

/** This season: the calendar year in IST. */
export const currentSeason = (now = new Date()) => Number(istDayOf(now).slice(0, 4));

/** The season (IST calendar year) of a stored date: a calendar day stored at 00:00 UTC keeps its own year. */
const seasonOf = (date: Date) => currentSeason(date);

/** A rule's own fields (no ids or dates): what the API shows beside them and what the audit log keeps. */
const ruleFields = (d: SelectionRuleFields) => ({
  season: d.season,
  category: d.category,
  discipline: d.discipline,
  bestN: d.bestN,
  countedLevels: d.countedLevels,
  nextStep: d.nextStep,
  nextStepDate: d.nextStepDate,
  qualifyingScore: d.qualifyingScore,
  source: d.source,
  sourceUrl: d.sourceUrl,
  verified: d.verified,
  notes: d.notes,
});

const toRuleApi = (d: SelectionRuleDoc): SelectionRule => ({
  id: String(d._id),
  ...ruleFields(d),
  createdAt: d.createdAt.toISOString(),
  updatedAt: d.updatedAt.toISOString(),
});

/** Each counted level once, in the ladder's order. */
const levelsOnce = (input: SelectionRuleFields): SelectionRuleFields => ({
  ...input,
  countedLevels: COMPETITION_LEVELS.filter((l) => input.countedLevels.includes(l)),
});

/** Who changes a rule: an admin's id and role, for the audit log. */
export interface RuleEditor {
  userId: string;
  role: string;
}

/** The fields of a rule the audit log keeps (no ids or dates). */
const auditFields = (d: SelectionRuleFields): Record<string, unknown> => ruleFields(d);
/** Only what a change changed, before and after. */
function changed(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return { before: Object.fromEntries(keys.map((k) => [k, before[k]])), after: Object.fromEntries(keys.map((k) => [k, after[k]])) };
}
const labelOf = (d: Pick<SelectionRuleFields, 'season' | 'category' | 'discipline' | 'nextStep'>) =>
  `${d.season} ${d.category} (${d.discipline}): ${d.nextStep}`.slice(0, 200);

const duplicate = (f: Pick<SelectionRuleFields, 'season' | 'category' | 'discipline'>) =>
  conflict(`There is already a rule for ${f.category} in ${f.season} (${f.discipline})`, {
    category: 'There is already a rule for this season, category and discipline',
  });

/**
 * The NRAI pathway: the caller's own category and standing (never another member's), and the
 * selection rules admins keep (routes need pathway.manage). The only writer of its collections.
 */
export class PathwayService {
  private readonly repo: PathwayRepository;
  private readonly competitions: LogRepository;
  constructor(repo: PathwayRepository, competitions: LogRepository) {
    this.repo = repo;
    this.competitions = competitions;
  }

  async profile(userId: string): Promise<PathwayProfile> {
    const doc = await this.repo.profile(userId);
    return { category: doc?.category ?? null, updatedAt: doc?.updatedAt.toISOString() ?? null };
  }

  async saveProfile(userId: string, input: Pick<PathwayProfile, 'category'>): Promise<PathwayProfile> {
    const doc = await this.repo.saveProfile(userId, { category: input.category, updatedAt: new Date() });
    return { category: doc.category, updatedAt: doc.updatedAt.toISOString() };
  }

  async standing(userId: string, query: { season?: number; discipline: Standing['discipline'] }): Promise<Standing> {
    const season = query.season ?? currentSeason();
    // a member's competitions are a few dozen: read them all once (the seasons to pick from), keep the season's
    const [profile, allMine, ruleSeasons] = await Promise.all([
      this.repo.profile(userId),
      this.competitions.all({ userId }),
      this.repo.ruleSeasons(),
    ]);
    const category = profile?.category ?? null;
    const ruleDoc = category ? await this.repo.ruleFor(season, category, query.discipline) : null;
    const rule = ruleDoc ? toRuleApi(ruleDoc) : null;
    const competitions: Competition[] = allMine.filter((d) => seasonOf(d.date) === season).map((d) => competitionsKind.toApi(d));
    const seasons = new Set([currentSeason(), season, ...ruleSeasons, ...allMine.map((d) => seasonOf(d.date))]);
    return {
      season,
      seasons: [...seasons].sort((a, b) => b - a),
      discipline: query.discipline,
      category,
      basis: SCORE_BASIS_TEXT,
      rule,
      ...computeStanding({ season, discipline: query.discipline, category, competitions, rule }),
    };
  }

  async rules(season?: number): Promise<{ items: SelectionRule[] }> {
    return { items: (await this.repo.allRules(season)).map(toRuleApi) };
  }

  /** Every change of a rule is a staff action: recorded for the audit log (practice.staff_action.recorded) with who made it. */
  async createRule(input: SelectionRuleFields, by: RuleEditor): Promise<SelectionRule> {
    if (await this.repo.ruleFor(input.season, input.category, input.discipline)) throw duplicate(input);
    const now = new Date();
    const doc: SelectionRuleDoc = { _id: this.repo.newId(), ...levelsOnce(input), example: false, createdAt: now, updatedAt: now };
    if (!(await this.repo.insertRule(doc))) throw duplicate(input);
    await this.audit(by, 'create', doc, null, auditFields(doc), now);
    return toRuleApi(doc);
  }

  async updateRule(id: string, input: SelectionRuleFields, by: RuleEditor): Promise<SelectionRule> {
    const current = await this.repo.findRule(id);
    if (!current) throw notFound('Selection rule');
    const other = await this.repo.ruleFor(input.season, input.category, input.discipline);
    if (other && String(other._id) !== String(current._id)) throw duplicate(input);
    // an admin's edit makes the values theirs: no longer the demo's example
    const now = new Date();
    const updated = await this.repo.updateRule(id, { ...levelsOnce(input), example: false, updatedAt: now });
    if (!updated) throw notFound('Selection rule');
    const diff = changed(auditFields(current), auditFields(updated));
    const verb = diff.after.verified === true && Object.keys(diff.after).length === 1 ? 'verify' : 'update';
    await this.audit(by, verb, updated, diff.before, diff.after, now);
    return toRuleApi(updated);
  }

  async removeRule(id: string, by: RuleEditor): Promise<void> {
    const current = await this.repo.findRule(id);
    if (!current || !(await this.repo.removeRule(id))) throw notFound('Selection rule');
    await this.audit(by, 'delete', current, auditFields(current), null, new Date());
  }

  private audit(
    by: RuleEditor,
    verb: 'create' | 'update' | 'verify' | 'delete',
    rule: SelectionRuleDoc,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
    at: Date,
  ): Promise<void> {
    return this.repo.recordStaffAction({
      actorId: by.userId,
      actorRole: by.role,
      action: `selection_rule.${verb}`,
      itemType: 'selection_rule',
      itemId: String(rule._id),
      itemLabel: labelOf(rule),
      before,
      after,
      at,
    });
  }
}
