/**
 * The demo blog's posts (DEMO_MODE), each in its own words: markdown bodies by the demo's fictional
 * writers about trap shooting in India. Facts about the sport and its rules are kept general; where a
 * rule may change (licences, competition formats), a post says to check the current text.
 */
export interface DemoPost {
  category: 'Technique' | 'Equipment' | 'Competitions' | 'Training' | 'Club News';
  title: string;
  author: string;
  body: string;
}

export const DEMO_BLOG: DemoPost[] = [
  {
    category: 'Technique',
    title: 'Hold Points for All Five Stations',
    author: 'Dev Malhotra',
    body: `Ask ten trap shooters where they hold the gun and you will get twelve answers. Most of them work, because what matters is not the exact spot but that you choose one on purpose and use it every time.

## Start in the middle

On station 3, set the muzzle just above the front edge of the trap house, in line with its centre. Target comes out, you have the same distance to travel whether it goes left or right. This is the hold I teach every new shooter at Tughlakabad, because it is easy to find again on the next target.

## Walk the hold with you

As you move along the line, the hold moves too:

- **Station 1:** hold toward the left corner of the house. Your hard target is the right-going bird, and you want to be already half-way there.
- **Station 2:** a little left of centre.
- **Station 4:** a little right of centre.
- **Station 5:** toward the right corner; the hard one is the left-going bird.

The height stays the same on every station: just above the roof line, so the target appears over your barrel rather than behind it.

## Eyes are not the gun

Your eyes look somewhere else. Put them out over the trench, a metre or two above the house, soft and wide. If you look down the rib, the target arrives as a blur and you chase it.

## Test it, then leave it alone

Shoot a round of 25 with your chosen holds and write down, station by station, which targets you missed and where they went. Only change a hold if the same miss comes back three rounds in a row. Changing after every miss is how shooters end a season with no hold at all.`,
  },
  {
    category: 'Technique',
    title: 'Why You Are Shooting Over the Straightaway',
    author: 'Rohan Deshpande',
    body: `The straightaway is the target everyone expects to break, and it is the one I missed most in my first year at Balewadi. My training log showed it plainly: on station 3, straight targets were my worst, worse than the hard angles.

## The target is still rising

A trap target leaves the house climbing. When you see it straight in front of you, the brain reads it as "not moving" and you pull the trigger with the muzzle where the target *was*. By the time the shot arrives, the target is above it. Most straightaway misses go **under** the bird in that sense: the gun is too low, the shooter thinks the target is easy and stops the gun.

## What fixed it for me

1. **Keep the gun moving up.** Even on a straight bird, the muzzle travels up through the target. No movement, no hit.
2. **See the bottom of the target.** Put the barrel on the underside and let the upward swing carry it through.
3. **Do not rush.** Straightaways feel easy, so shooters fire early, before the gun has settled on the line.

## A drill for the next practice

Ask the trapper (or the voice-release operator) for a few rounds of straight targets only from station 3, then from stations 2 and 4, where the "straight" bird is slightly quartering. Shoot them as singles, call each one out loud after the shot: *over*, *under*, *hit*. After fifty targets the pattern is obvious.

My straightaways went from 70 per cent to over 90 in six weeks. Nothing else in my game changed that fast.`,
  },
  {
    category: 'Technique',
    title: 'Footwork: Building a Repeatable Stance',
    author: 'Dev Malhotra',
    body: `Most trap shooters I coach have good eyes and bad feet. They can see the target, but their body cannot follow it to the edge of the angle without twisting, and a twisting body drops the gun off the line.

## Where to point the front foot

Stand on the station and think about where you will break the *hardest* target from that station. Point your front foot a little toward that spot, not at the trap house. On station 1 that means turning a touch to the right; on station 5, a touch to the left.

## Weight and knees

- About 60 per cent of your weight on the front foot.
- Knees soft, never locked. A locked knee stops the hips, and the hips drive the swing.
- Feet about shoulder width apart. Wider feels stable and swings badly; narrower wobbles in the wind.

## Check it without a gun

At home, stand in your stance and swing an imaginary gun from the left corner to the right corner of a doorway. If you feel your back foot want to lift, or your shoulders turning while your hips stay still, adjust the front foot until the swing is even both ways.

## On the range

Take the same stance on every station, every time, before you mount. It should take two seconds and no thought. If you find yourself shuffling after the mount, the stance was wrong; step off, reset, and start your routine again. Referees at a club shoot will not mind, and the target you save is worth the extra three seconds.`,
  },
  {
    category: 'Technique',
    title: 'Second Barrel Recovery',
    author: 'Kabir Singh Sandhu',
    body: `In Olympic trap you are allowed two shots at every target, and the second one scores exactly the same as the first. Years of double trap taught me that the second barrel is not a rescue; it is a second, separate shot, and it deserves its own technique.

## Stay in the gun

After the first shot the gun recoils up and back. The instinct is to lift your head to see what happened. Don't. Keep your cheek on the comb and let the gun come back down onto your face. If the head comes up, the second shot goes high.

## Let the eyes lead

Your eyes should never leave the target. If it is still whole, they are already on it when the muzzle settles. Move the gun to where your eyes are, not the other way round.

## The second target is further away

By the time you fire again the target has travelled another ten metres or more. It is smaller, it is starting to fall, and it is slowing. That is why most shooters use a tighter choke in the second barrel. It is also why you do not need to hurry: a smooth second shot at 45 metres beats a panicked one at 40.

## A simple practice

Ask a club mate to release targets while you deliberately shoot the first barrel off the target, slightly to one side. Then break it with the second. Twenty-five of these a session and the second shot stops feeling like an emergency.

One warning: do not practise this during a league round. Your squad will not find it as useful as you do.`,
  },
  {
    category: 'Equipment',
    title: 'Choosing a Cartridge for Trap',
    author: 'Meera Krishnan',
    body: `Walk into any gun shop in Chennai or Delhi and you will find half a dozen trap cartridges on the shelf, imported and Indian-made, at very different prices. The good news is that for most club shooters the differences matter much less than consistency.

## What the rules allow

For ISSF trap competitions the shot load is limited (24 g is the common choice, and loads a little above it are allowed) and the shot size has a maximum diameter. Check the current ISSF rule book before a national competition; the club shoot down the road may be more relaxed, but it is wise to train with what you will compete with.

## Shot size

Most trap shooters use number 7.5 shot for both barrels, some number 8 for the first. Smaller shot gives a denser pattern at first-barrel distance; larger shot keeps more energy for the second.

## Velocity

Faster is not always better. A very fast load often kicks harder and can open the pattern. Most good trap loads sit in the middle of the range. Recoil matters more than you think over a 125-target competition.

## How to choose

1. Pick two or three loads that are easy to buy where you live. A cartridge that runs out before the state championship is no use.
2. Pattern each in your own gun at 35 metres. Look for an even spread without holes.
3. Shoot a full round with each and note how your shoulder feels at the end.
4. Choose one. Buy enough of the same lot for the season if your licence quota and budget allow.

And store them somewhere dry and cool. A car boot in a Chennai summer is neither.`,
  },
  {
    category: 'Equipment',
    title: 'Caring for Your Over-Under',
    author: 'Vikram Choudhary',
    body: `I have shot the same over-under for twenty-two years. It has been to every state championship in Haryana and most of the nationals, and it still locks up as tight as the day I bought it. There is no secret, only habit.

## After every session

- **Barrels:** run a bore brush through each barrel, then a dry patch until it comes out clean. Plastic wad fouling builds up faster than you think and changes the pattern.
- **Chokes:** take them out, wipe them, put a thin film of grease on the threads. A choke left in for a season can seize.
- **Action:** wipe off the burnt powder around the breech face and ejectors with a cloth. No need to take anything apart.
- **Outside:** a lightly oiled cloth over the metal, a dry cloth over the wood.

## The Indian climate

Humidity is the enemy. In the monsoon, wipe the gun down the same evening even if you did not fire it. Do not store it in its soft case; the padding holds moisture against the steel. A hard case with a couple of silica gel sachets, or a gun cabinet with ventilation, is better. Change the sachets when they change colour.

Heat matters too. Do not leave a gun in a car in May. Stock finishes soften and wood can move.

## Once a year

Take it to a gunsmith you trust for a proper strip and clean, and ask them to check the hinge pin and locking lugs for wear. It costs less than a case of cartridges, and it is much cheaper than a repair after something breaks at a competition.

## And the law

Keep your licence with the gun, record your purchases as the licence requires, and store the gun and ammunition as your licensing authority expects. Looking after the paperwork is part of looking after the gun.`,
  },
  {
    category: 'Equipment',
    title: 'Shooting Glasses: Tints Explained',
    author: 'Ishita Rao',
    body: `Shooting glasses do two jobs. The first is protection: a broken piece of clay or a pellet bouncing off the trap house can hurt an eye badly, so glasses are not optional at our club, even for spectators close to the line. The second job is contrast, and that is where tints come in.

## Why colour helps

Trap targets in India are usually orange, sometimes with a black dome. A lens that blocks some of the background light and lets orange through makes the target stand out. The right tint depends on the light and on what is behind the target.

## A short guide

- **Orange or light amber:** the everyday tint. Good in overcast light and most of the year on a flat range.
- **Dark amber or brown:** bright sun and a pale sky, a typical March afternoon in North India.
- **Purple or violet:** green backgrounds. Useful at ranges with trees behind the layout, like many in the south.
- **Yellow:** low light, dawn and dusk, and the grey haze of a Delhi winter morning.
- **Clear:** evening shooting under lights.

## Try before you buy

Tints are personal. What pops for me may look flat to you. Many clubs have a box of old lenses; borrow a few and shoot a round with each. Note which colour made you see the target earliest, not which looked nicest in the shop.

## Fit matters more than brand

The glasses should sit high enough that you look through the centre of the lens, not the top edge, when your head is on the stock. If you wear prescription lenses, talk to an optician who has fitted shooters before.`,
  },
  {
    category: 'Equipment',
    title: 'Recoil Pads and Comb Adjustments',
    author: 'Dev Malhotra',
    body: `A bruised cheek after a round of 25 is not a sign that you are tough. It is a sign that your gun does not fit you, and it will cost you targets long before it costs you skin.

## Start with the comb

The comb is the top of the stock where your cheek rests. Its height decides where your eye sits over the rib, and with it where the gun shoots.

1. Set up a pattern plate (a steel sheet painted white, or a large sheet of paper) at 16 metres.
2. Mount the gun the way you do on the line, look at a mark and fire quickly, without aiming.
3. Do it three times and look at where the centre of the pattern is.

For trap most shooters want the gun to shoot a little high, because the targets are rising. If your pattern is well below or to one side, the comb is wrong for you. An adjustable comb makes this a ten-minute job with an Allen key; on a fixed stock, a stock-fitter can add or remove material.

## Then the recoil pad

The pad sets the length of pull, the distance from the trigger to the butt. Too long, and the gun catches your clothing on the mount. Too short, and your thumb knocks your nose. Pads come in different thicknesses and many guns have spacers.

## Small changes, one at a time

Move the comb two or three millimetres, shoot, look. Then change the next thing. Write down every setting. I have seen shooters move everything at once the week before the nationals, and regret it all week.`,
  },
  {
    category: 'Competitions',
    title: 'Your First Competition: A Checklist',
    author: 'Nisha Patel',
    body: `Every month someone at our Ahmedabad league shoots their first competition, and every month someone forgets something obvious. This is the checklist we now send to new entrants the week before.

## The week before

- Confirm your entry and your squad time with the organiser.
- Check your licence is valid and you have it with you. Carry the gun only as your licence allows.
- Count your cartridges. For 75 targets bring 100; you will want some for a practice round and some in case of a reshoot.
- Clean the gun and check the chokes are the ones you want.

## The night before

- Pack eye and ear protection, a cap, a water bottle, your shooting vest or pouch, a small towel and sunscreen.
- Charge your phone, but plan to leave it in the bag while you shoot.
- Sleep. Nobody shoots better after watching cricket highlights until one in the morning.

## On the day

- Arrive an hour early. Find the scoreboard, your squad and your first layout.
- Walk past the layout and watch a squad shoot. See how the light falls and where the wind is coming from.
- Introduce yourself to your squad. Ask who is first on the line.

## On the line

- Load only when it is your turn and only on your station.
- Keep a steady rhythm with your squad: call, shoot, open the gun, step back.
- Do not look at your score until the round is over.

## Afterwards

Sign your scorecard only after checking it. Then write three things in your journal: one that went well, one to fix, one that surprised you. That is how the second competition is better than the first.`,
  },
  {
    category: 'Competitions',
    title: 'Understanding Shoot-Offs',
    author: 'Vikram Choudhary',
    body: `When two or more shooters finish on the same score and a place depends on it, a shoot-off decides it. I have refereed more of these than I can count, and the shooters who win them are rarely the best shots on the day. They are the ones who have thought about it before.

## How it usually works

In most club and state competitions, tied shooters go back to the line and shoot one target each in turn. The first to miss when the others hit is out. At national and international level the exact format is set by the competition rules; the organisers announce it in the shooters' briefing, and it is worth asking if you are unsure.

A few points that surprise people:

- You may be called to the line quickly, sometimes within minutes of the last round. Stay near the layout when the scores are close.
- The order and stations are announced before you start; listen.
- The usual rules on no-birds and malfunctions still apply.

## Why they feel so different

You shoot one target, then wait while the others shoot theirs. Then again. There is no rhythm, and everybody is watching. The score you built over hours comes down to one bird.

## Practising for it

- In practice, ask a friend to stop you after a random target and say "shoot-off". Shoot the next one as if it were the last.
- Use your full routine on that one target, every time.
- Shoot singles from random stations, with a minute's wait between them.

## On the day

Breathe out before you call. Then treat it as just another target, because it is.`,
  },
  {
    category: 'Competitions',
    title: 'Squad Etiquette on the Line',
    author: 'Nisha Patel',
    body: `A squad of six shooters on a trap layout works like a small orchestra: each one shoots in turn, and a good squad keeps a rhythm that helps everybody. A bad one leaves people waiting, chatting and losing focus. Most of it is simple courtesy.

## While someone else is shooting

- **Be quiet.** No talking, no rattling cartridges, no phone calls. The shooter on the station is listening for their own call.
- **Stay still.** Do not move behind the line while someone is mounting.
- **Keep your gun open and empty.** Always.

## When it is your turn

- Step onto the station, load, mount and call without delay. Take the time you need, but not more.
- After your shot, open the gun and keep it pointing safely down range.
- Do not turn round with a closed gun to ask the referee something. Open it first.

## Between stations

In Olympic trap, shooters move to the next station after each shot. Move promptly, and do not walk in front of a shooter who is about to call.

## Bad luck and bad calls

A broken trap, a no-bird, a reshoot: it happens to every squad. If you disagree with the referee, raise it politely and right away, with your gun open. Arguments after the round are not going to change a score.

## The unwritten rules

Say "good shot" when your squad mate breaks a hard one. Do not comment on anybody's misses, including your own. Help pick up empty cases at the end of a round at clubs that ask for it. And if you are the experienced shooter in a squad with a beginner, remember what your first competition felt like.`,
  },
  {
    category: 'Competitions',
    title: 'What Referees Look For',
    author: 'Vikram Choudhary',
    body: `Thirty years as a range officer have taught me one thing about refereeing: shooters who know the rules calmly are easier to referee and usually shoot better, because they are not worrying about what happens if something goes wrong.

## Hit or lost

A target is **dead** (hit) when at least one visible piece breaks off it, or it disintegrates. A target that shows only dust without a visible piece is not a hit under most rules. That is the call that makes people argue, and the referee's decision on it is final.

## No-bird

A no-bird means the target did not count and will be thrown again. Common reasons:

- The target came out broken.
- It came from the wrong trap, or at a clearly irregular angle or height.
- It was released before or noticeably after the shooter's call.
- The shooter had a malfunction that was not their fault, within the limits the rules allow.

## Malfunctions

If your gun fails to fire, keep it pointed down range and do not open it. Wait for the referee to check it. How many malfunctions you are allowed in a round, and what counts as the shooter's fault, is in the rules; read them once.

## Safety first

A referee can stop a shooter for unsafe handling at any moment: a closed gun off the station, loading out of turn, turning with a loaded gun. At most competitions repeated warnings mean disqualification.

## Disputes

Raise a question at once, with the gun open and politely. Referees are volunteers at most club shoots. They want to get it right as much as you do.`,
  },
  {
    category: 'Training',
    title: 'A Four-Week Plan for Beginners',
    author: 'Ishita Rao',
    body: `New members at our club in Bengaluru always ask the same question after their introduction course: "What now?" This is the four-week plan I give them. It assumes two sessions a week and roughly 50 targets per session, which is what most people can afford in time and cartridges.

## Week 1: settle the basics

- Session 1: one round of 25 from all five stations, no score kept. Focus only on a consistent mount.
- Session 2: 25 targets from station 3 only, then a full round.

## Week 2: the hard angles

- Session 1: 25 targets from station 1 (the hard right), then a full round.
- Session 2: 25 from station 5 (the hard left), then a full round.

## Week 3: second barrels

- Session 1: a full round shooting both barrels at every target, even if the first one breaks it. Learn the feel of staying in the gun.
- Session 2: a full round the normal way, keeping score for the first time.

## Week 4: a practice competition

- Session 1: two full rounds with a squad, keeping score, with a proper routine before every shot.
- Session 2: your weakest station only, then a last full round.

## Every session

- Dry mount the gun ten times before you load.
- Write down your score by station, the weather, and one thing you learned.
- Stop when you are tired. Tired practice builds bad habits.

## After the four weeks

Look at your journal. The station with the most misses is next month's project. And come to the club league; it is the best way to find out how practice holds up with a squad watching.`,
  },
  {
    category: 'Training',
    title: 'Dry Mounting at Home',
    author: 'Dev Malhotra',
    body: `The best practice I know costs nothing and needs no range. Ten minutes of dry mounting a day builds a mount that puts your eye in the same place every time, and a consistent mount is half of trap shooting.

## Safety before anything

- Check the gun is empty. Then check again, with your eyes and your finger.
- No ammunition in the room. Not in your pocket, not on the table.
- Use snap caps if you will press the trigger.
- Practise where nobody walks in front of the muzzle, and follow your licence and local rules on keeping the gun at home.

## The drill

1. Stand in your shooting stance, gun in the ready position.
2. Pick a point where a wall meets the ceiling.
3. Bring the gun up to your face, not your face down to the gun. The comb should meet your cheek at the same moment the butt meets your shoulder.
4. Check: are you looking straight down the rib? Can you see a little of it, or none?
5. Lower the gun and repeat.

Do twenty slow mounts, then twenty at normal speed.

## Add movement

Once the mount is steady, follow the line where the wall meets the ceiling from one corner to the other, keeping the muzzle exactly on the line. This trains the swing and keeps the head still.

## A mirror helps

Stand in front of a mirror and mount toward your own eye. If the muzzle points at your dominant eye, the gun fits and the mount is right. If it points at your cheek or over your head, you know what to work on before your next session.`,
  },
  {
    category: 'Training',
    title: 'Fitness for a Long Competition Day',
    author: 'Sana Qureshi',
    body: `A full ISSF trap competition is 125 targets, usually over two days, plus the final for the best. You stand in the sun, carry a gun of about four kilograms, mount it more than 150 times and walk kilometres between stations. Your shoulders notice before your score does.

I work as a physiotherapist in Hyderabad, and most of the late-round misses I see in club shooters are fatigue, not technique.

## Core

- **Front plank:** 3 × 30 to 45 seconds.
- **Side plank:** 3 × 20 seconds each side.
- **Dead bug:** 3 × 10 slow repetitions.

A strong core keeps the hips steady and the swing smooth when your legs are tired.

## Shoulders

- **Band pull-aparts:** 3 × 15.
- **External rotations with a band:** 3 × 12 each arm.
- **Wall slides:** 2 × 10.

These protect the shoulder that takes the recoil and keep the mount high.

## Balance

Stand on one leg while brushing your teeth. Then try it with your eyes closed. It sounds silly; it works.

## Heat

Summer competitions in North India can reach 40 degrees by noon. Drink water before you are thirsty, add electrolytes on long days, and wear a cap with a brim. Dehydration shows first in your focus, and only later as a headache.

## How much

Twenty minutes, three times a week, is enough for most club shooters. Do it on days you do not shoot, and skip it the day before a competition.`,
  },
  {
    category: 'Training',
    title: 'Using a Training Journal',
    author: 'Rohan Deshpande',
    body: `I have logged every round I have shot since my second month in the sport. Four years, a little over 1,500 rounds. The journal has taught me more than any single coach, because it remembers what I forget.

## What to record

After each round:

- Date, range and layout.
- Weather: sun, cloud, wind direction and strength, temperature.
- Score, and which targets you missed: station and direction (hard left, straight, soft right and so on).
- Cartridges and chokes.
- One sentence on how you felt.

It takes two minutes if you do it straight after the round, and it is impossible to do accurately the next day.

## What it shows

After a few weeks, patterns appear. Mine:

- I missed far more hard-left targets on station 5 in the afternoon, when the sun was behind the left trap. Changing to a darker tint fixed most of it.
- My scores dropped on days I shot more than four rounds. I now stop at four.
- A particular lot of cartridges patterned badly in my gun. The log showed which one.

## Paper or phone

Either works. A small notebook survives rain and does not ring. A phone lets you sort by station and draw charts. This site's practice log does the station-by-station part for you, if you prefer.

## The real benefit

A journal turns a vague feeling ("I always miss on station 1") into a fact you can work on ("I miss hard rights from station 1 under the target, mostly late in the day"). You cannot fix a feeling.`,
  },
  {
    category: 'Club News',
    title: 'Monsoon League Fixtures Announced',
    author: 'Nisha Patel',
    body: `The monsoon league is back. Six rounds from the first Sunday of July to the middle of September, 50 targets a round, shot in squads of five. As last year, your best five rounds count.

## Dates and times

Every round starts at 7:00 sharp, so we finish before the afternoon showers. If it rains heavily, we wait up to an hour; after that, the round moves to the following Sunday. The WhatsApp group will have the decision by 6:00.

## Squads

Squads are drawn a week before each round and posted on the club notice board and on the forum. If you cannot make a round, tell the secretary by Wednesday so your place can go to someone on the waiting list.

## Handicaps

New this season: a simple handicap for members in their first two years, based on last season's average. It should give newer shooters a real chance at the monthly prizes, not only the overall trophy.

## Cartridges and fees

The entry fee covers targets and refereeing. Cartridges are not included. The club shop will have the usual trap loads in stock, but buy early; the supply ran short in August last year.

## Wet-weather kit

Bring a towel for the gun, a rain jacket that does not catch on your mount, and a spare cap. Wipe your gun down the same evening.

## Volunteers

We need two referees and a scorer for each round. Volunteers shoot the next round free.

See you on the line.`,
  },
  {
    category: 'Club News',
    title: 'New Junior Programme at the Club',
    author: 'Ishita Rao',
    body: `From next month, the club runs a junior programme on Saturday mornings for shooters aged 14 to 18. It has been the most requested addition in our member survey for two years running, and we are glad to finally have the coaches and the range time for it.

## What it covers

- Safety first: handling a gun on and off the line, muzzle discipline, range commands.
- Gun fit and mount, with club guns that fit smaller frames.
- Trap from station 3, then all five stations.
- The basics of scoring, squad etiquette and competition.

## How it works

Sessions run from 8:00 to 10:30, in groups of no more than six juniors with two coaches. Every junior shoots under a coach's direct supervision, with club eye and ear protection that is sized for them.

## What parents need to know

- A parent or guardian signs the consent form and attends the first session.
- Juniors shoot only club guns and club cartridges during the programme, under the club's arrangements for supervised use. Please talk to the secretary about the rules that apply.
- We ask for a short medical declaration, mainly about eyesight and any shoulder injuries.

## Cost

A term of ten sessions costs about what an adult member spends on cartridges in a month. Targets, cartridges and equipment are included. Two places per term are free for juniors who could not otherwise afford it; ask the secretary quietly.

## Sign up

Forms are at the clubhouse and on the forum. Places are limited, and we will start a waiting list once the first term is full.`,
  },
  {
    category: 'Club News',
    title: 'Range Maintenance Weekend',
    author: 'Vikram Choudhary',
    body: `Twice a year the range closes for a weekend so we can put it back in order. This time it is the last weekend before the winter season, and we need every pair of hands we can get.

## The jobs

- **Trap house:** repaint the roof and front wall, check the doors and the ladders, and clear the trench of broken clay and wads.
- **Machines:** the traps get cleaned, oiled and checked by our technician. Helpers needed to carry and hold, not to adjust.
- **Field:** cut the grass in front of the layout, clear the bushes the monsoon grew, and pick up the broken targets that have built up since March.
- **Stations:** repaint the station numbers and replace two of the worn mats.
- **Clubhouse:** clean the gun racks, replace the fans that rattle, and sort the lost-and-found box (there are at least four caps in there).

## What to bring

Old clothes, gloves, a hat and a water bottle. We provide tools, paint and safety gear.

## Timings

Both days from 7:00 to 13:00. Lunch is on the club, and the canteen promises the good samosas.

## No shooting

The layout is closed all weekend, and no guns are to be brought to the range. The machines will be in pieces.

## Why we bother

A clean trench means no-birds are rare. Fresh paint on the trap house means fewer targets lost against a dirty background. And it is the one weekend of the year when you get to meet the members who shoot on the other days.`,
  },
  {
    category: 'Club News',
    title: 'Welcome to Our New Members',
    author: 'Nisha Patel',
    body: `Forty new members joined the club this season, the largest intake we have had. Some have shot for years and moved to the city for work; most are brand new to the sport. Welcome, all of you.

## Find your feet

- **Practice squads** meet on Tuesday and Thursday mornings and on Sunday afternoons. Ask at the clubhouse and we will put you in one with people at your level.
- **Coaching** is available on weekends. Book through the secretary.
- **The forum** on this site has a new-members thread. Introduce yourself there, ask anything, and do not worry about asking "basic" questions. Everybody asked them once.

## Licences and paperwork

Several of you asked about getting your own gun. The process under the Arms Act takes time and depends on your district's licensing authority. The club can give you a membership certificate and a letter confirming your participation in the sport, which is usually part of the application. Talk to the secretary, and be patient.

Until then, the club guns are available for members to use on the range.

## Things every member should know

- Guns are carried open and empty everywhere except on the firing line.
- Eye and ear protection are compulsory within the marked area.
- The range closes on Mondays.
- Tea is free. Cartridges are not.

## The next step

The monsoon league is a friendly way into competition; new members get a handicap for their first two years. Come and shoot, or come and watch and have a cup of tea with your squad. That is how most of us started.`,
  },
];

/** The admin panel's hidden posts: a draft and a post scheduled for later. */
export const DEMO_DRAFT: DemoPost = {
  category: 'Equipment',
  title: 'Choosing chokes for a windy final',
  author: 'Ishita Rao',
  body: `*Draft: notes for a post still being written.*

Wind changes more than the target's line: a headwind lifts it and slows it, a tailwind flattens it and makes it look faster than it is.

- Does a tighter first barrel help when the target is held up by a headwind? My pattern sheets say a little, at the cost of fewer pellets at the edges.
- Ask Kabir about his second-barrel choice at the North Zone shoot in that crosswind.
- Include the pattern photos from the last windy Sunday (35 m, quarter and three-quarter chokes).`,
};

export const DEMO_SCHEDULED: DemoPost = {
  category: 'Competitions',
  title: 'Selection trials: what to expect this season',
  author: 'Dev Malhotra',
  body: `Selection trials decide who represents the country, and for shooters who reach them for the first time they can feel like a different sport from the national championship. They are not; they are the same targets, thrown the same way, with more at stake.

## Who shoots them

Shooters qualify for the trials through their results at national-level competitions; the national federation publishes the criteria and the calendar. Read the current notice carefully: the number of trials, the scores that count and the way ties are broken can change from one season to the next.

## What is different

- **Several competitions, not one.** Your average across the trials matters more than a single great day. Consistency wins selection.
- **Travel and routine.** Trials are often held at the Dr. Karni Singh Shooting Range in Delhi or at other national venues. Arrive early enough to shoot a practice day.
- **Scrutiny.** Equipment and cartridges may be checked against the rules. Bring the paperwork for your gun and cartridges.

## Preparing

1. Plan your season so that your peak is on the trials, not on the state championship before them.
2. Practise finals. If you make one, the format is different from qualification, and the pressure is higher.
3. Keep your routine. The targets are the same; your job is to shoot them the same way.

We will publish this season's dates as soon as they are announced.`,
};

/**
 * A post written in Hindi (Devanagari, as a Hindi-writing coach would write it), shown in the blog
 * with the others: a Hindi reader finds it by its Hindi words in site search.
 */
export const DEMO_HINDI_POST: DemoPost = {
  category: 'Training',
  title: 'स्टेशन 3 का अभ्यास: सीधे टारगेट पर भरोसा कैसे बनाएँ',
  author: 'Dev Malhotra',
  body: `स्टेशन 3 ट्रैप हाउस के ठीक पीछे है, इसलिए नए शूटर इसे सबसे आसान स्टेशन मानते हैं। तुगलकाबाद में मेरे अभ्यास सत्रों की डायरी कुछ और कहती है: सबसे ज़्यादा "आसान" टारगेट यहीं छूटते हैं। वजह तकनीक से ज़्यादा भरोसे की है। शूटर मान लेता है कि सीधा टारगेट अपने आप टूट जाएगा, और गन रोक देता है।

## सीधा टारगेट भी चल रहा है

ट्रैप का टारगेट हाउस से निकलते समय ऊपर चढ़ता है। सामने सीधा उड़ता टारगेट आँखों को रुका हुआ लगता है, इसलिए हम वहाँ ट्रिगर दबा देते हैं जहाँ टारगेट *था*। जब तक शॉट पहुँचता है, टारगेट ऊपर निकल चुका होता है। ज़्यादातर चूक टारगेट के **नीचे** होती है।

## होल्ड, नज़र और पैर

- **होल्ड:** गन की नली हाउस की छत के अगले किनारे से थोड़ा ऊपर, बीच में रखें।
- **नज़र:** आँखें नली पर नहीं, हाउस से एक-दो मीटर ऊपर, नरम और खुली रखें।
- **पैर:** वज़न का लगभग 60 प्रतिशत आगे वाले पैर पर, घुटने ढीले।

## अभ्यास का एक सत्र

1. पहले 25 टारगेट सिर्फ़ स्टेशन 3 से लीजिए, और केवल सीधे टारगेट मँगवाइए।
2. हर शॉट के बाद ज़ोर से बोलिए: *ऊपर*, *नीचे* या *हिट*। यह आदत आपका निशाना सुधारने की सबसे सस्ती दवा है।
3. फिर स्टेशन 2 और 4 से 25-25 टारगेट लीजिए, जहाँ "सीधा" टारगेट हल्का तिरछा होता है।
4. सत्र के बाद डायरी में लिखिए कि कौन-से टारगेट छूटे और किस तरफ़ गए।

## गन को चलते रहने दीजिए

सीधे टारगेट पर भी नली नीचे से ऊपर की ओर, टारगेट के बीच से गुज़रनी चाहिए। टारगेट का निचला हिस्सा देखिए और स्विंग को ट्रिगर के बाद भी पूरा होने दीजिए। जल्दबाज़ी मत कीजिए: आसान दिखने वाला टारगेट ही सबसे ज़्यादा जल्दी में चलाया जाता है।

## धैर्य रखिए

एक ही सत्र में सब ठीक नहीं होगा। होल्ड तभी बदलिए जब एक ही चूक लगातार तीन राउंड तक दिखे; हर चूक के बाद होल्ड बदलने वाला शूटर सीज़न के अंत तक कोई होल्ड नहीं रख पाता। छह हफ़्ते के नियमित अभ्यास के बाद मेरे ज़्यादातर शूटरों का स्टेशन 3 उनका सबसे भरोसेमंद स्टेशन बन जाता है।`,
};
