/**
 * The forum's demo conversations (DEMO_MODE): every person in them is fictional except the demo
 * accounts (`member`, `moderator`), who take part under their own profiles. `age` is how many days
 * ago a topic was started; replies follow it `after` hours apart.
 */
export interface DemoPerson {
  key: string;
  displayName: string;
  clubAffiliation: string;
  level: string;
}

/** Fictional members, stored as profiles of the read model (they never log in). */
export const DEMO_PEOPLE: readonly DemoPerson[] = [
  { key: 'vikram', displayName: 'Vikram Rathore', clubAffiliation: 'Jaipur Rifle & Shotgun Club', level: 'advanced' },
  { key: 'priya', displayName: 'Priya Nair', clubAffiliation: 'Kerala State Rifle Association', level: 'intermediate' },
  { key: 'harpreet', displayName: 'Harpreet Sandhu', clubAffiliation: 'Patiala Shooting Club', level: 'expert' },
  { key: 'ananya', displayName: 'Ananya Iyer', clubAffiliation: 'Chennai Rifle Club', level: 'beginner' },
  { key: 'rohan', displayName: 'Rohan Deshmukh', clubAffiliation: 'Pune Shotgun Academy', level: 'intermediate' },
  { key: 'kavya', displayName: 'Kavya Reddy', clubAffiliation: 'Hyderabad Clay Club', level: 'advanced' },
  { key: 'sameer', displayName: 'Sameer Khan', clubAffiliation: 'Lucknow Shooting Range', level: 'beginner' },
  { key: 'meera', displayName: 'Meera Joshi', clubAffiliation: 'Ahmedabad Trap Club', level: 'intermediate' },
];

export type DemoAuthor = DemoPerson['key'] | 'member' | 'moderator';

export interface DemoTopic {
  key: string;
  category: 1 | 2 | 3 | 4 | 5;
  author: DemoAuthor;
  title: string;
  content: string;
  age: number;
  views: number;
  pinned?: boolean;
  locked?: boolean;
  /** [author, markdown, hours after the previous post, index of a reply it quotes] */
  replies: [DemoAuthor, string, number, number?][];
}

export const DEMO_TOPICS: readonly DemoTopic[] = [
  {
    key: 'welcome',
    category: 5,
    author: 'moderator',
    title: 'Welcome to the Trap India forum: read this first',
    content:
      '## Namaste and welcome!\n\nThis forum is for everyone who shoots trap in India, from first-timers to national squad members.\n\n- Be kind and specific: post your discipline, station and what you tried.\n- No selling of firearms or ammunition here.\n- Use **Report** on anything that breaks the [content policy](/content-policy).\n\nIntroduce yourself below!',
    age: 40,
    views: 412,
    pinned: true,
    replies: [
      ['vikram', 'Vikram from Jaipur, shooting Olympic Trap for six years. Happy to help anyone with gun fit questions.', 5],
      ['priya', 'Priya here from Kochi. Started last year, still fighting station 5 every single round!', 20],
      ['member', 'Arjun from the Delhi Shooting Club. Looking forward to learning from all of you.', 30],
      ['sameer', 'Sameer, Lucknow. Total beginner, just finished my safety course.', 48],
    ],
  },
  {
    key: 'station-four',
    category: 1,
    author: 'member',
    title: 'Why do I keep losing birds on station 4?',
    content:
      'My stats say station 4 is my weakest by far, about 15% below the others. Most misses are the **hard lefts**.\n\nI hold the gun at the top edge of the house. Should I be holding lower, or is it my eyes?',
    age: 3,
    views: 96,
    replies: [
      [
        'harpreet',
        'Hard lefts from 4 usually mean your hold point is too far right. Try holding on the left edge of the house and see the bird before you move.',
        2,
      ],
      ['vikram', 'Also check your feet. If your stance is set for the straightaway you run out of swing on the hard left.', 3],
      ['member', 'Thanks both, I will try the left-edge hold at practice on Saturday.', 6],
      ['kavya', 'Record a few rounds on your phone from behind. It was obvious for me that I was lifting my head on that station.', 10, 0],
      ['harpreet', 'Good point. Head lifting and a rushed move cost more birds on 4 than anything else.', 4],
      ['rohan', 'I had the same issue. Slowing down the first move fixed about half of it.', 14],
    ],
  },
  {
    key: 'choke-choice',
    category: 2,
    author: 'rohan',
    title: 'Choke combination for Olympic Trap: IM/F or F/F?',
    content: 'Shooting a Beretta DT11 with 24 g loads. Our coach says IM/Full, a club senior swears by Full/Full. What do you use and why?',
    age: 6,
    views: 143,
    replies: [
      [
        'vikram',
        'IM/F with 24 g. The second barrel is for a bird that is already far, so Full there, but IM gives a bit more room on the first.',
        3,
      ],
      ['harpreet', 'Pattern your gun at 35 m before deciding. Chokes marked the same are not always the same.', 5],
      ['meera', 'I shoot LM/IM on a windy day at Ahmedabad. Might be heresy, but it works for me.', 8],
      ['rohan', 'Patterning it this weekend, will post the results.', 20],
      ['rohan', 'Results: the IM marking throws nearly a Full pattern at 35 m. Going with IM/F as Vikram said.', 50],
    ],
  },
  {
    key: 'nationals-entries',
    category: 3,
    author: 'kavya',
    title: 'National Shotgun Championship: entries and squadding',
    content:
      'Entries for the nationals are open on the NRAI portal. Anyone from Hyderabad travelling together? Also, does anyone know when squadding is published?',
    age: 5,
    views: 188,
    replies: [
      ['priya', 'Squadding usually comes out about four days before the first day.', 4],
      ['harpreet', 'Book your stay early, the hotels near the range fill up fast.', 6],
      ['member', 'Going from Delhi by train, happy to share a cab from the station.', 10],
      ['kavya', 'Perfect, Arjun. Let us coordinate closer to the date.', 3],
      ['vikram', 'Remember to carry your licence and the import papers for your cartridges.', 12],
    ],
  },
  {
    key: 'first-gun',
    category: 2,
    author: 'sameer',
    title: 'First gun for a beginner: new or used?',
    content: 'Budget is limited. Is a used over-and-under a good idea for a first trap gun, or should I save for a new one?',
    age: 9,
    views: 121,
    replies: [
      ['vikram', 'Used is fine if a gunsmith checks the barrels, the locking and the trigger. Fit matters far more than new.', 2],
      ['ananya', 'I started with a club gun for three months before buying. It helped me know what I wanted.', 6],
      ['harpreet', 'Avoid a field gun for trap; a proper trap stock saves you a lot of frustration.', 8],
      ['sameer', 'Great advice, I will shoot club guns first.', 20],
    ],
  },
  {
    key: 'mental-game',
    category: 5,
    author: 'priya',
    title: 'How do you reset after a lost bird?',
    content: 'I lose one bird and then two more follow. How do you stop a miss from snowballing?',
    age: 2,
    views: 77,
    replies: [
      ['harpreet', 'One breath, one cue word, then the next routine. The bird you lost is already on the ground.', 1],
      ['member', 'I write down the miss in my journal after the round, not during. Helps me let it go.', 3],
      ['kavya', 'Same routine on every station, even after a miss. The routine is the reset.', 4],
      ['meera', 'Visualising the next bird before calling helps me a lot.', 6],
      ['priya', 'Thank you all, trying the cue word tomorrow.', 8],
    ],
  },
  {
    key: 'delhi-range',
    category: 4,
    author: 'ananya',
    title: 'Dr. Karni Singh Range: guest timings?',
    content: 'Visiting Delhi next month. Can a guest shooter book trap layouts at Tughlakabad, and what are the usual timings?',
    age: 12,
    views: 98,
    replies: [
      ['member', 'Yes, through a member club. Mornings are best, it gets very hot after noon.', 3],
      ['vikram', 'Carry your licence and a letter from your club, they check both.', 9],
      ['ananya', 'Thanks! Will arrange the club letter.', 20],
    ],
  },
  {
    key: 'cartridges',
    category: 2,
    author: 'meera',
    title: 'Cartridge availability in Gujarat',
    content: 'Anyone else finding 24 g trap loads hard to get lately? Which dealers are reliable?',
    age: 15,
    views: 134,
    replies: [
      ['kavya', 'Hyderabad has the same problem. We order as a club in bulk now.', 5],
      ['rohan', 'Bulk club orders are the way. Also keeps the price down.', 10],
      ['meera', 'Good idea, I will bring it up at our club meeting.', 26],
      ['harpreet', 'Make sure the storage licence covers the quantity.', 30],
    ],
  },
  {
    key: 'dry-fire',
    category: 1,
    author: 'harpreet',
    title: 'A 10-minute daily mount drill',
    content:
      'Here is the drill I give every new shooter:\n\n1. Stand in front of a mirror, gun unloaded.\n2. Ten slow mounts, checking the eye is over the rib.\n3. Ten mounts tracing the corner of the ceiling.\n\n*Do it daily for a month.*',
    age: 20,
    views: 256,
    replies: [
      ['ananya', 'Started this last week, already more consistent.', 6],
      ['priya', 'The ceiling corner trace is brilliant for smooth moves.', 12],
      ['member', 'Adding this to my training plan.', 20],
      ['sameer', 'Is it okay with a snap cap in the chamber?', 30],
      ['harpreet', 'Yes, snap caps protect the firing pins. Good habit.', 2, 3],
    ],
  },
  {
    key: 'state-meet',
    category: 3,
    author: 'vikram',
    title: 'Rajasthan State Meet results',
    content: 'Wind was brutal on day two. Top score in men was 118/125, women 109/125. Well done to everyone who travelled!',
    age: 18,
    views: 167,
    replies: [
      ['kavya', 'Congratulations to the winners! Any photos?', 4],
      ['vikram', 'Uploading them this evening to the club page.', 3],
      ['harpreet', 'A 118 in that wind is a great score.', 9],
      ['meera', 'Day two was humbling. Lost 6 birds on station 4 alone.', 20],
    ],
  },
  {
    key: 'fitness',
    category: 5,
    author: 'kavya',
    title: 'Gym work for trap shooters',
    content: 'What strength work helps with holding a steady gun over a long competition day?',
    age: 8,
    views: 89,
    replies: [
      ['rohan', 'Planks and rows. A stable core and upper back matter more than big arms.', 3],
      ['priya', 'I do light shoulder work and yoga twice a week.', 7],
      ['member', 'Walking a lot helps too; a competition day is long on your feet.', 12],
      ['kavya', 'Good list, thanks everyone.', 18],
    ],
  },
  {
    key: 'gun-fit',
    category: 2,
    author: 'ananya',
    title: 'How do I know my stock fits?',
    content: 'My cheek hurts after 50 birds. Is that a sign the stock is wrong?',
    age: 4,
    views: 71,
    replies: [
      ['vikram', 'Very likely. Comb height or cast may be off. Get a fitting at your club.', 2],
      ['harpreet', 'Shoot at a pattern plate with your eyes closed on the mount: the pattern shows where the gun really points.', 4],
      ['ananya', 'Will try the pattern plate test this weekend.', 9],
      ['vikram', 'An adjustable comb is a cheap fix if the rest fits.', 10],
    ],
  },
  {
    key: 'pune-club',
    category: 4,
    author: 'rohan',
    title: 'New trap layout at the Pune academy',
    content: 'Our academy just opened a second Olympic Trap layout. Open for visiting shooters on weekends.',
    age: 7,
    views: 102,
    replies: [
      ['priya', 'Great news. What are the fees for visitors?', 3],
      ['rohan', 'Same as members on weekends for now, introductory offer.', 2],
      ['sameer', 'Might make the trip from Lucknow for a long weekend.', 20],
    ],
  },
  {
    key: 'second-barrel',
    category: 1,
    author: 'meera',
    title: 'Using the second barrel well',
    content: 'My second barrel kills are poor, maybe 30%. Any tips?',
    age: 1,
    views: 44,
    replies: [
      ['harpreet', 'Stay in the gun after the first shot. Most second-barrel misses are a lifted head.', 1],
      ['kavya', 'Keep the gun moving with the bird. If you stop to check, it is gone.', 2],
      ['member', 'My stats show the same. Following this thread!', 3],
      ['meera', 'Staying in the gun is hard, but will practise it.', 5],
    ],
  },
  {
    key: 'junior-programme',
    category: 3,
    author: 'priya',
    title: 'Junior selection trials: how to prepare',
    content: 'My younger brother is trying for the junior trials. What should his practice look like in the last month?',
    age: 11,
    views: 91,
    replies: [
      ['harpreet', 'Full competition rounds, the same routine every time, and enough rest the week before.', 4],
      ['vikram', 'Shoot a practice match with a referee. The pressure of calls makes a difference.', 8],
      ['priya', 'Thanks, will set up a mock match at our club.', 20],
    ],
  },
  {
    key: 'cleaning',
    category: 2,
    author: 'sameer',
    title: 'Cleaning routine after a monsoon shoot',
    content: 'Shot in the rain today. What do you do to keep rust away?',
    age: 14,
    views: 60,
    replies: [
      ['rohan', 'Dry everything, open the action, light oil, then store it out of the case overnight.', 2],
      ['meera', 'Silica gel packs in the case saved my gun this season.', 5],
      ['sameer', 'Doing this now, thank you.', 3],
    ],
  },
  {
    key: 'eyewear',
    category: 2,
    author: 'kavya',
    title: 'Lens colours for Indian light',
    content: 'Orange clays against a hazy sky at noon: which lens colour do you use?',
    age: 10,
    views: 84,
    replies: [
      ['vikram', 'Purple in bright haze, light orange when it is overcast.', 3],
      ['priya', 'I carry three and pick at the practice round.', 7],
      ['member', 'Light orange works for me at Delhi in the mornings.', 14],
    ],
  },
  {
    key: 'scoring-app',
    category: 5,
    author: 'member',
    title: 'Logging every shot: is it worth it?',
    content: 'I started logging each shot with station and direction. Is the detail worth the effort, or are totals enough?',
    age: 6,
    views: 66,
    replies: [
      ['harpreet', 'Absolutely worth it. Totals hide the pattern, the shot detail shows it.', 2],
      ['ananya', 'It showed me my misses are almost all in the last five birds. Fatigue!', 8],
      ['rohan', 'Combine it with weather notes. Wind changed everything for me.', 12],
      ['member', 'Good idea, adding weather notes now.', 4],
    ],
  },
  {
    key: 'hyderabad-shoot',
    category: 3,
    author: 'kavya',
    title: 'Hyderabad Clay Club monthly shoot',
    content: 'Our monthly shoot is on the first Sunday. 75 targets, open to all licensed shooters.',
    age: 13,
    views: 73,
    replies: [
      ['meera', 'Is there a ladies category?', 5],
      ['kavya', 'Yes, and a junior one too.', 2],
      ['rohan', 'Count me in if I can get the weekend off.', 15],
    ],
  },
  {
    key: 'licence',
    category: 5,
    author: 'sameer',
    title: 'Getting a sports shooting licence',
    content: 'What documents did you need for your licence as a sports shooter? Any tips for the process?',
    age: 25,
    views: 150,
    replies: [
      ['vikram', 'Your club membership, the NRAI or state association certificate, and a medical certificate.', 6],
      ['ananya', 'It took me about three months. Keep copies of everything.', 20],
      ['sameer', 'Three months, okay. Better start now then!', 30],
    ],
  },
  {
    key: 'wind',
    category: 1,
    author: 'vikram',
    title: 'Reading crosswind on an open range',
    content: 'On a strong right-to-left wind the birds climb and drift. How do you adjust holds?',
    age: 16,
    views: 118,
    replies: [
      ['harpreet', 'Hold a little higher and let the bird come to you. Do not chase the drift.', 4],
      ['meera', 'Ahmedabad wind taught me to be patient. Early shots are misses there.', 10],
      ['kavya', 'Watch the first pair of the squad before you. It tells you a lot.', 14],
    ],
  },
  {
    key: 'old-entries',
    category: 3,
    author: 'moderator',
    title: 'Entries closed: Winter Club Cup',
    content: 'Entries for the Winter Club Cup are closed. Squadding has been sent by e-mail. This thread is locked.',
    age: 35,
    views: 203,
    locked: true,
    replies: [['vikram', 'Got my squadding, thanks!', 6]],
  },
  // conversations in Hindi, as members who write Hindi hold them (site search finds them by their Hindi words)
  {
    key: 'station-three-hindi',
    category: 1,
    author: 'sameer',
    title: 'स्टेशन 3 पर सीधे टारगेट पर निशाना क्यों चूकता है?',
    content:
      'पिछले तीन हफ़्तों से **स्टेशन 3** पर मेरा स्कोर सबसे कम है। बाएँ और दाएँ जाने वाले टारगेट टूट जाते हैं, पर सीधा टारगेट बार-बार निकल जाता है।\n\nकोच कहते हैं कि मैं ट्रिगर दबाते ही गन रोक देता हूँ। आप लोग अभ्यास में इसे कैसे ठीक करते हैं?',
    age: 4,
    views: 64,
    replies: [
      ['vikram', 'सीधा टारगेट भी हाउस से निकलकर ऊपर चढ़ रहा होता है। गन को उसके नीचे से ऊपर की ओर चलाते रहिए और शॉट के बाद भी स्विंग मत रोकिए।', 3],
      [
        'harpreet',
        'अगले अभ्यास में सिर्फ़ स्टेशन 3 से सीधे टारगेट मँगवाइए और हर शॉट के बाद ज़ोर से बोलिए: ऊपर, नीचे या हिट। पचास टारगेट में पैटर्न साफ़ दिख जाएगा।',
        5,
      ],
      ['member', 'मेरे साथ भी यही होता था। होल्ड को हाउस की छत से थोड़ा ऊपर रखने से काफ़ी फ़र्क़ पड़ा।', 9, 0],
      ['sameer', 'धन्यवाद! शनिवार को यही ड्रिल करूँगा और नतीजा यहाँ लिखूँगा।', 20],
    ],
  },
  {
    key: 'winter-cartridges-hindi',
    category: 2,
    author: 'vikram',
    title: 'सर्दियों की सुबह के अभ्यास के लिए कौन-सा कारतूस?',
    content:
      'जयपुर में दिसंबर-जनवरी की सुबह रेंज पर तापमान 5 डिग्री के आसपास रहता है। ठंड में मुझे अपने 24 ग्राम के कारतूस का रिकॉइल और पैटर्न, दोनों अलग लगते हैं।\n\nसर्दियों के अभ्यास के लिए आप कौन-सा कारतूस चुनते हैं, और उन्हें रेंज पर कैसे रखते हैं?',
    age: 7,
    views: 88,
    replies: [
      [
        'harpreet',
        'पटियाला में हम कारतूस का डिब्बा गाड़ी में नहीं छोड़ते, बैग में शरीर के पास रखते हैं। बहुत ठंडा कारतूस थोड़ा धीमा निकलता है। मैं वही लॉट लेता हूँ जिसका पैटर्न मैंने ठंडी सुबह 35 मीटर पर जाँचा हो।',
        4,
      ],
      ['meera', 'ब्रांड बदलने से पहले पैटर्न प्लेट पर जाँच ज़रूर कीजिए। अहमदाबाद में फ़र्क़ कम पड़ता है, पर दिल्ली की एक सुबह मैंने साफ़ फ़र्क़ देखा था।', 8],
      ['member', 'मैं ठंड में दस्ताने पहनकर अभ्यास करता हूँ, इससे ट्रिगर का एहसास भी बदल जाता है। उस पर भी ध्यान दीजिए।', 12],
      ['moderator', 'अच्छी चर्चा है। प्रतियोगिता में कारतूस उसके नियमों के हिसाब से ही होने चाहिए, इसलिए मैच से पहले मौजूदा नियम ज़रूर पढ़ लें।', 20],
    ],
  },
];
