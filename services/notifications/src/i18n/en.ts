/**
 * The notifications service's English texts: the in-app notifications and the e-mails it writes itself.
 * SPEC's words exactly as they were before the catalogue: the tests of the English texts read them.
 * Every key has its Hindi in hi.ts (the catalogue test checks both ways, and that each key is used).
 */
export const en = {
  common: {
    days_one: '{{count}} day',
    days_other: '{{count}} days',
  },
  notifications: {
    renewsSoon: {
      title: 'Your membership renews soon',
      message:
        'Your membership renews automatically in {{days}} ({{date}}); the yearly payment is taken then. To let it end instead, turn auto-renew off on your membership page.',
    },
    expiring: {
      title: 'Your membership is expiring soon',
      titleTrial: 'Your trial is ending soon',
      message: 'Your membership ends in {{days}} ({{date}}). Renew to keep your member tools.',
      messageTrial: 'Your trial ends in {{days}} ({{date}}). Renew to keep your member tools.',
    },
    autoRenewStopped: {
      title: 'Your membership will not renew automatically',
      halted: 'The yearly renewal payment could not be taken, so auto-renew is off.',
      cancelled: 'Your renewal subscription was cancelled, so auto-renew is off.',
      runsUntil: 'Your membership runs until {{date}}.',
      renew: 'Renew or turn auto-renew on again from your membership page.',
    },
    expired: {
      title: 'Your membership has expired',
      titleTrial: 'Your trial has ended',
      message: 'Renew your membership to get your member tools back.',
    },
    upcomingEvent: {
      title: 'Upcoming: {{title}}',
      message: '{{title}} starts on {{date}}.',
      messageAt: '{{title}} starts on {{date}} at {{location}}.',
    },
    practice: {
      title: 'Practice session logged',
      subject: 'Your practice session',
      subjectOn: 'Your practice session on {{date}}',
      subjectAt: 'Your practice session at {{location}}',
      subjectOnAt: 'Your practice session on {{date}} at {{location}}',
      saved: '{{subject}} was saved.',
      savedWithScore: '{{subject}} was saved with a score of {{score}}.',
    },
    maintenance: {
      titleDue: 'Maintenance due: {{name}}',
      titleOverdue: 'Maintenance overdue: {{name}}',
      messageDue: '{{name}} is due for maintenance on {{date}}.',
      messageOverdue: '{{name}} was due for maintenance on {{date}}.',
    },
    challenge: {
      title: 'Challenge completed!',
      message: 'You completed {{name}}.',
      messageXp: 'You completed {{name}} and earned {{xp}} XP.',
    },
    achievement: {
      title: 'Achievement unlocked!',
      message: 'You unlocked {{title}}.',
      messageDescribed: '{{title}}: {{description}}',
    },
    weather: {
      title: 'Weather {{severity}}: {{location}}',
      advisory: 'advisory',
      watch: 'watch',
      warning: 'warning',
    },
    ama: {
      title: 'Starting soon: {{title}}',
      message: '{{title}} starts soon.',
      messageAt: '{{title}} starts at {{when}} IST. Join the live session from its page.',
    },
    licence: {
      titleExpired: 'Your arms licence has expired',
      titleToday: 'Your arms licence expires today',
      titleIn: 'Your arms licence expires in {{days}}',
      messageExpired: 'Your arms licence expired on {{date}}. Renew it with your licensing authority, then update it in Equipment.',
      messageValid:
        'Your arms licence is valid until {{date}}. Apply to your licensing authority for renewal in good time, then update it in Equipment.',
    },
  },
  digest: {
    subjectDaily_one: 'Your daily {{site}} digest: {{count}} unread notification',
    subjectDaily_other: 'Your daily {{site}} digest: {{count}} unread notifications',
    subjectWeekly_one: 'Your weekly {{site}} digest: {{count}} unread notification',
    subjectWeekly_other: 'Your weekly {{site}} digest: {{count}} unread notifications',
    hello: 'Hello,',
    unread_one: 'You have {{count}} unread notification:',
    unread_other: 'You have {{count}} unread notifications:',
    preferences: 'Manage your e-mail preferences',
    unsubscribe: 'Unsubscribe',
    /** SPEC 3.4's type labels (NOTIFICATION_TYPE_LABELS; the catalogue test checks they match) */
    types: {
      membership_expiry: 'Membership Expiry',
      upcoming_event: 'Upcoming Event',
      practice_session: 'Practice Session',
      maintenance_due: 'Maintenance Due',
      challenge_completed: 'Challenge Completed',
      achievement_unlocked: 'Achievement Unlocked',
      system_announcement: 'System Announcement',
      weather_alert: 'Weather Alert',
      community_activity: 'Community Activity',
      licence_expiry: 'Licence Expiry',
    },
  },
  mail: {
    hello: 'Hello {{name}},',
    signOff: 'Trap India',
    passwordReset: {
      subject: 'Reset your Trap India password',
      asked: 'Someone (we hope you) asked to reset the password of the Trap India account "{{username}}".',
      linkUntil: 'The link works once, until {{when}}.',
      ignore: 'If you did not ask, ignore this e-mail: your password stays as it is.',
      link: 'Reset your password',
    },
    emailVerification: {
      subject: 'Verify your e-mail address',
      change: 'You changed the e-mail address of the Trap India account "{{username}}" to this one.',
      registration: 'Welcome to Trap India! Your account "{{username}}" is ready.',
      resend: 'You asked for a new verification link for the Trap India account "{{username}}".',
      confirm: 'Please confirm that this address is yours. The link works until {{when}}.',
      link: 'Verify your e-mail address',
    },
    passwordChanged: {
      subject: 'Your Trap India password was changed',
      changed: 'The password of your Trap India account was changed on {{when}}. Your other sessions were signed out.',
      reset: 'The password of your Trap India account was reset with an e-mailed link on {{when}}. Your other sessions were signed out.',
      notYou: 'If this was not you, reset your password now: {{link}}',
    },
    invoice: {
      subject: 'Your Trap India invoice {{number}}',
      thanks: 'Thank you for your payment. Your {{tier}} membership is active until {{until}}.',
      amounts: 'Invoice {{number}}: {{amount}} (taxable value {{taxable}}, GST @ {{rate}}% {{tax}}).',
      link: 'View or print your invoice',
    },
    checkIn: {
      subject: 'Your check-in code for {{event}}',
      hello: 'Hello,',
      paid: 'Your entry for {{event}} is paid.',
      comp: 'The organiser recorded a complimentary entry for you at {{event}}.',
      cash: 'The organiser recorded your cash payment for {{event}}.',
      event: 'Event: {{event}}',
      date: 'Date: {{date}}',
      range: 'Range: {{range}}',
      discipline: 'Discipline: {{discipline}}',
      show: 'Show the QR code below at the range to check in. Your check-in code: {{code}}',
      secret: 'Keep it to yourself: whoever shows it is checked in as you.',
      qrAlt: 'Check-in QR code',
      link: 'Open the event page with your QR code',
    },
  },
};

/** A catalogue's shape: nested texts. */
export interface Messages {
  [key: string]: string | Messages;
}
