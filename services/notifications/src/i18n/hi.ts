import type { Messages } from './en.ts';

/**
 * The same texts in Hindi, by the glossary (frontends/ui/src/i18n/glossary.md): the sport's words as
 * shooters say them (मेंबरशिप, सेशन, स्कोर), plain Hindi elsewhere, `।` ends a sentence, names stay.
 */
export const hi: Messages = {
  common: {
    days_one: '{{count}} दिन',
    days_other: '{{count}} दिन',
  },
  notifications: {
    renewsSoon: {
      title: 'आपकी मेंबरशिप जल्द रिन्यू होगी',
      message:
        'आपकी मेंबरशिप {{days}} में ({{date}}) अपने-आप रिन्यू होगी; सालाना भुगतान तभी लिया जाएगा। अगर आप इसे खत्म होने देना चाहते हैं, तो अपने मेंबरशिप पेज पर ऑटो-रिन्यू बंद करें।',
    },
    expiring: {
      title: 'आपकी मेंबरशिप जल्द खत्म हो रही है',
      titleTrial: 'आपका ट्रायल जल्द खत्म हो रहा है',
      message: 'आपकी मेंबरशिप {{days}} में ({{date}}) खत्म हो जाएगी। अपने मेंबर टूल्स बनाए रखने के लिए रिन्यू करें।',
      messageTrial: 'आपका ट्रायल {{days}} में ({{date}}) खत्म हो जाएगा। अपने मेंबर टूल्स बनाए रखने के लिए रिन्यू करें।',
    },
    autoRenewStopped: {
      title: 'आपकी मेंबरशिप अपने-आप रिन्यू नहीं होगी',
      halted: 'सालाना रिन्यूअल का भुगतान नहीं लिया जा सका, इसलिए ऑटो-रिन्यू बंद है।',
      cancelled: 'आपका रिन्यूअल सब्सक्रिप्शन रद्द कर दिया गया, इसलिए ऑटो-रिन्यू बंद है।',
      runsUntil: 'आपकी मेंबरशिप {{date}} तक चलेगी।',
      renew: 'अपने मेंबरशिप पेज से रिन्यू करें या ऑटो-रिन्यू फिर से चालू करें।',
    },
    expired: {
      title: 'आपकी मेंबरशिप खत्म हो गई है',
      titleTrial: 'आपका ट्रायल खत्म हो गया है',
      message: 'अपने मेंबर टूल्स वापस पाने के लिए अपनी मेंबरशिप रिन्यू करें।',
    },
    upcomingEvent: {
      title: 'आने वाला: {{title}}',
      message: '{{title}} {{date}} को शुरू होगा।',
      messageAt: '{{title}} {{date}} को {{location}} में शुरू होगा।',
    },
    practice: {
      title: 'प्रैक्टिस सेशन दर्ज हुआ',
      subject: 'आपका प्रैक्टिस सेशन',
      subjectOn: '{{date}} का आपका प्रैक्टिस सेशन',
      subjectAt: '{{location}} में आपका प्रैक्टिस सेशन',
      subjectOnAt: '{{date}} को {{location}} में आपका प्रैक्टिस सेशन',
      saved: '{{subject}} सेव हो गया।',
      savedWithScore: '{{subject}} {{score}} के स्कोर के साथ सेव हो गया।',
    },
    maintenance: {
      titleDue: 'मेंटेनेंस का समय: {{name}}',
      titleOverdue: 'मेंटेनेंस बाकी: {{name}}',
      messageDue: '{{name}} का मेंटेनेंस {{date}} को होना है।',
      messageOverdue: '{{name}} का मेंटेनेंस {{date}} को होना था।',
    },
    challenge: {
      title: 'चैलेंज पूरा हुआ!',
      message: 'आपने {{name}} पूरा किया।',
      messageXp: 'आपने {{name}} पूरा किया और {{xp}} XP कमाए।',
    },
    achievement: {
      title: 'अचीवमेंट अनलॉक हुआ!',
      message: 'आपने {{title}} अनलॉक किया।',
      messageDescribed: '{{title}}: {{description}}',
    },
    weather: {
      title: 'मौसम {{severity}}: {{location}}',
      advisory: 'एडवाइज़री',
      watch: 'वॉच',
      warning: 'चेतावनी',
    },
    ama: {
      title: 'जल्द शुरू: {{title}}',
      message: '{{title}} जल्द शुरू होगा।',
      messageAt: '{{title}} {{when}} IST पर शुरू होगा। इसके पेज से लाइव सेशन में जुड़ें।',
    },
    licence: {
      titleExpired: 'आपका आर्म्स लाइसेंस खत्म हो गया है',
      titleToday: 'आपका आर्म्स लाइसेंस आज खत्म हो रहा है',
      titleIn: 'आपका आर्म्स लाइसेंस {{days}} में खत्म हो रहा है',
      messageExpired: 'आपका आर्म्स लाइसेंस {{date}} को खत्म हो गया। इसे अपनी लाइसेंसिंग अथॉरिटी से रिन्यू कराएँ, फिर इक्विपमेंट में अपडेट करें।',
      messageValid: 'आपका आर्म्स लाइसेंस {{date}} तक वैध है। समय रहते अपनी लाइसेंसिंग अथॉरिटी को रिन्यूअल के लिए आवेदन करें, फिर इक्विपमेंट में अपडेट करें।',
    },
  },
  digest: {
    subjectDaily_one: 'आपका रोज़ का {{site}} डाइजेस्ट: {{count}} बिना पढ़ा नोटिफ़िकेशन',
    subjectDaily_other: 'आपका रोज़ का {{site}} डाइजेस्ट: {{count}} बिना पढ़े नोटिफ़िकेशन',
    subjectWeekly_one: 'आपका साप्ताहिक {{site}} डाइजेस्ट: {{count}} बिना पढ़ा नोटिफ़िकेशन',
    subjectWeekly_other: 'आपका साप्ताहिक {{site}} डाइजेस्ट: {{count}} बिना पढ़े नोटिफ़िकेशन',
    hello: 'नमस्ते,',
    unread_one: 'आपका {{count}} नोटिफ़िकेशन बिना पढ़ा है:',
    unread_other: 'आपके {{count}} नोटिफ़िकेशन बिना पढ़े हैं:',
    preferences: 'अपनी ई-मेल पसंद बदलें',
    unsubscribe: 'अनसब्सक्राइब करें',
    types: {
      membership_expiry: 'मेंबरशिप खत्म होना',
      upcoming_event: 'आने वाला इवेंट',
      practice_session: 'प्रैक्टिस सेशन',
      maintenance_due: 'मेंटेनेंस का समय',
      challenge_completed: 'चैलेंज पूरा',
      achievement_unlocked: 'अचीवमेंट अनलॉक',
      system_announcement: 'सिस्टम घोषणा',
      weather_alert: 'मौसम अलर्ट',
      community_activity: 'कम्युनिटी गतिविधि',
      licence_expiry: 'लाइसेंस खत्म होना',
    },
  },
  mail: {
    hello: 'नमस्ते {{name}},',
    signOff: 'Trap India',
    passwordReset: {
      subject: 'अपना Trap India पासवर्ड रीसेट करें',
      asked: 'किसी ने (हमें उम्मीद है आपने) Trap India अकाउंट "{{username}}" का पासवर्ड रीसेट करने को कहा।',
      linkUntil: 'यह लिंक एक बार, {{when}} तक काम करेगा।',
      ignore: 'अगर आपने नहीं कहा था, तो इस ई-मेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
      link: 'अपना पासवर्ड रीसेट करें',
    },
    emailVerification: {
      subject: 'अपना ई-मेल पता वेरिफ़ाई करें',
      change: 'आपने Trap India अकाउंट "{{username}}" का ई-मेल पता बदलकर यह पता किया है।',
      registration: 'Trap India में आपका स्वागत है! आपका अकाउंट "{{username}}" तैयार है।',
      resend: 'आपने Trap India अकाउंट "{{username}}" के लिए नया वेरिफ़िकेशन लिंक माँगा।',
      confirm: 'कृपया पुष्टि करें कि यह पता आपका है। यह लिंक {{when}} तक काम करेगा।',
      link: 'अपना ई-मेल पता वेरिफ़ाई करें',
    },
    passwordChanged: {
      subject: 'आपका Trap India पासवर्ड बदल दिया गया',
      changed: 'आपके Trap India अकाउंट का पासवर्ड {{when}} को बदला गया। आपके बाकी सेशन से लॉग आउट कर दिया गया।',
      reset: 'आपके Trap India अकाउंट का पासवर्ड {{when}} को ई-मेल किए गए लिंक से रीसेट किया गया। आपके बाकी सेशन से लॉग आउट कर दिया गया।',
      notYou: 'अगर यह आपने नहीं किया, तो अभी अपना पासवर्ड रीसेट करें: {{link}}',
    },
    invoice: {
      subject: 'आपका Trap India बीजक {{number}}',
      thanks: 'आपके भुगतान के लिए धन्यवाद। आपकी {{tier}} मेंबरशिप {{until}} तक एक्टिव है।',
      amounts: 'बीजक {{number}}: {{amount}} (कर योग्य मूल्य {{taxable}}, GST @ {{rate}}% {{tax}})।',
      link: 'अपना बीजक देखें या प्रिंट करें',
    },
    checkIn: {
      subject: '{{event}} के लिए आपका चेक-इन कोड',
      hello: 'नमस्ते,',
      paid: '{{event}} के लिए आपकी एंट्री का भुगतान हो गया है।',
      comp: 'आयोजक ने {{event}} में आपकी कॉम्प्लिमेंट्री एंट्री दर्ज की है।',
      cash: 'आयोजक ने {{event}} के लिए आपका कैश भुगतान दर्ज किया है।',
      event: 'इवेंट: {{event}}',
      date: 'तारीख: {{date}}',
      range: 'रेंज: {{range}}',
      discipline: 'डिसिप्लिन: {{discipline}}',
      show: 'चेक-इन के लिए रेंज पर नीचे दिया QR कोड दिखाएँ। आपका चेक-इन कोड: {{code}}',
      secret: 'इसे किसी को न बताएँ: जो भी इसे दिखाएगा, वह आपके नाम से चेक-इन हो जाएगा।',
      qrAlt: 'चेक-इन QR कोड',
      link: 'अपने QR कोड के साथ इवेंट पेज खोलें',
    },
  },
};
