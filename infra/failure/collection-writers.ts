import type { ServiceName } from '@trap/contracts';

/**
 * Who writes each collection, per service: the processes that may change one document at the same
 * time. `api` is each replica of the service's API process (REPLICAS=2 runs two), `consumers` its
 * event handlers (they run in the API processes, so in each replica too), `worker` its worker
 * process (each replica of it). With two replicas every collection here has at least two writer
 * processes, so on FerretDB each relies on the document locks every write of a FerretDB connection
 * runs under (services/kit/src/store/ferret-write-locks.ts); on MongoDB 7 on the atomic update with
 * its guard in the filter.
 *
 * The writers of each collection are the processes whose composition reaches its model: a
 * service's src/service.ts (api), its src/events/subscriptions.ts (consumers), its
 * src/jobs/start-worker.ts (worker). collection-writers.test.ts starts every service and worker
 * and fails when one of them registers a collection that is not listed here.
 */
export type Writer = 'api' | 'consumers' | 'worker';

/** The kit's own collections, in every service's database. */
export const KIT_COLLECTIONS: Record<string, Writer[]> = {
  // a consumer records each event it handled, in every API replica (and a worker that consumes)
  processed_events: ['consumers'],
  // events a consumer gave up on, and their replays
  dead_letters: ['consumers', 'api'],
  // a FerretDB batch's journal (OutboxStore.updateBatch), written by whichever process runs the batch
  _store_batches: ['api', 'worker'],
};

export const COLLECTION_WRITERS: Record<ServiceName, Record<string, Writer[]>> = {
  auth: {
    counters: ['api'],
    // community's prices of club event entries (its events), written with auth's answers about them
    event_entry_charges: ['api', 'consumers'],
    invoices: ['api'],
    // the API's orders, and the refunds community's cancellations ask for (consumers)
    payment_orders: ['api', 'consumers'],
    payment_plans: ['api'],
    payment_subscriptions: ['api'],
    payment_webhook_events: ['api'],
    promo_codes: ['api'],
    security_settings: ['api', 'consumers'],
    users: ['api', 'consumers', 'worker'],
  },
  content: {
    ama_questions: ['api'],
    ama_reminders: ['api'],
    amas: ['api'],
    blog_comments: ['api'],
    blog_posts: ['api'],
    contact_messages: ['api'],
    content_staff_actions: ['api'],
    content_tag_relations: ['api'],
    content_tags: ['api'],
    forum_search_topics: ['api'],
    podcasts: ['api'],
    range_boards: ['api'],
    range_slot_days: ['api'],
    range_slot_refs: ['api'],
    range_slots: ['api'],
    saved_tips: ['api', 'consumers'],
    shooters: ['api'],
    shooting_ranges: ['api'],
    shooting_tips: ['api'],
  },
  community: {
    abuse_reports: ['api'],
    club_events: ['api', 'worker'],
    coach_follows: ['api'],
    coach_profiles: ['api'],
    // the API's entries and cancellations, auth's answers about the money (paid, refund settled), the worker's expiry sweep
    event_entry_books: ['api', 'consumers', 'worker'],
    feed_comments: ['api'],
    feed_items: ['api'],
    feed_kudos: ['api'],
    feed_sharing: ['api'],
    forum_bookmarks: ['api'],
    forum_categories: ['api'],
    forum_lists: ['api'],
    forum_read_marks: ['api'],
    forum_reply_pages: ['api'],
    forum_topic_views: ['api'],
    forum_topics: ['api'],
    group_sessions: ['api', 'worker'],
    member_blocks: ['api'],
    member_levels_pending: ['api', 'consumers', 'worker'],
    member_profiles: ['api', 'consumers', 'worker'],
    shoot_cards: ['api'],
    shooting_squads: ['api', 'worker'],
    shoots: ['api'],
    user_relationships: ['api'],
  },
  practice: {
    cartridge_purchases: ['api'],
    cartridge_uses: ['api'],
    competitions: ['api'],
    equipment_categories: ['api', 'consumers', 'worker'],
    equipment_items: ['api', 'consumers', 'worker'],
    equipment_maintenance_reminders: ['api', 'consumers', 'worker'],
    fitness_entries: ['api'],
    journal_entries: ['api'],
    maintenance_records: ['api', 'consumers', 'worker'],
    mental_assessments: ['api'],
    nutrition_entries: ['api'],
    practice_account_status: ['api'],
    practice_achievements: ['api'],
    practice_arms_licences: ['api', 'worker'],
    practice_challenge_progress: ['api'],
    practice_challenges: ['api'],
    practice_pathway_profiles: ['api'],
    practice_progress: ['api'],
    practice_scorecards: ['api'],
    practice_selection_rules: ['api'],
    practice_session_stats: ['api', 'consumers', 'worker'],
    practice_sessions: ['api', 'consumers'],
    practice_sharing: ['api'],
    practice_staff_actions: ['api'],
    relationships: ['api', 'consumers'],
    shot_patterns: ['api'],
    technique_analysis: ['api'],
    training_goals: ['api'],
  },
  notifications: {
    account_mail_deliveries: ['api', 'consumers'],
    ama_reminder_schedules: ['api', 'consumers', 'worker'],
    contact_deliveries: ['api', 'consumers'],
    digest_deliveries: ['worker'],
    members: ['api', 'consumers', 'worker'],
    newsletter_issue_deliveries: ['api'],
    newsletter_issues: ['api'],
    newsletter_subscriptions: ['api', 'consumers', 'worker'],
    notifications: ['api', 'consumers', 'worker'],
    // a mark-all-read moves the member's generation on ($inc by _id); the account's removal deletes it
    notification_read_marks: ['api', 'consumers'],
    site_settings_copy: ['api', 'consumers', 'worker'],
  },
  settings: {
    analytics_activity: ['api'],
    analytics_daily: ['api'],
    analytics_members: ['api'],
    analytics_retention_cache: ['api'],
    analytics_seen: ['api'],
    analytics_totals: ['api'],
    audit_log: ['api'],
    system_settings: ['api'],
  },
};
