import { clubEventParamsSchema } from '../http/community/events.ts';
import { shootSchema } from '../http/community/shoots.ts';
import { squadProposalAcceptSchema, squadProposalQuerySchema, squadProposalSchema } from '../http/community/squad-proposals.ts';
import { defineApi } from './define.ts';

const ORGANISER = 'The event’s organiser: its creator, or staff with events.approve; anyone else 403.';

/** Squads proposed from an event's checked-in entrants, edited and accepted as a shoot's squads (community service). */
export const squadProposalsApi = defineApi({
  proposeEventSquads: {
    method: 'get',
    path: '/api/club-events/{id}/squad-proposal',
    summary: 'Squads of up to six proposed from the checked-in entrants (organiser)',
    description: `${ORGANISER} Checked-in entrants (not no-shows, not cancelled), the same discipline together, then by category, sizes balanced (13 make 5, 4 and 4); each squad starts intervalMinutes after the one before, the first at startsAt (default: the event's start). No one checked in yet: no squads (checkedIn 0). 404 when the event takes no paid entries.`,
    tags: ['Event entries'],
    auth: 'required',
    tier: 'elite_trigger',
    request: { params: clubEventParamsSchema, query: squadProposalQuerySchema },
    response: { description: 'The proposal', schema: squadProposalSchema },
    errors: [403, 404],
  },
  acceptEventSquads: {
    method: 'post',
    path: '/api/club-events/{id}/squad-proposal/accept',
    summary: 'Accept the (edited) proposal: its squads become a shoot’s squads (organiser)',
    description: `${ORGANISER} Without shootId a new shoot of the event is made (title and rounds); with one, that shoot of the event takes the squads when it has none, or with replace when nothing is scored on its squads yet (409 otherwise, and for a finished shoot). Each squad holds checked-in entrants of its discipline, each entrant once (400 naming squads); 409 when no one is checked in. Accepting the same proposalId again returns the shoot unchanged, from any replica.`,
    tags: ['Event entries'],
    auth: 'required',
    tier: 'elite_trigger',
    request: { params: clubEventParamsSchema, body: squadProposalAcceptSchema },
    response: { description: 'The shoot with its squads', schema: shootSchema },
    errors: [403, 404, 409],
  },
});
