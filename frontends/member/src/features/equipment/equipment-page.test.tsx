import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EquipmentItem, MaintenanceRecord } from '@trap/contracts';
import { authProfileApi, cartridgesApi, equipmentApi, licenceApi, pathwayApi } from '@trap/contracts/api/route-paths';
import type { RouteResponse } from '@trap/ui';
import { mockRoute, renderScreen, setupApiServer, stubResizeObserver, switchLanguage, testUser } from '@trap/ui/testing/index.ts';
import EquipmentPage from './equipment-page.tsx';

// the ledger's chart measures its box
stubResizeObserver();

const USER = 'u-member';
const GUN = '6750a1b2c3d4e5f6a7b8c9d1';
const STAMP = '2026-11-30T06:00:00.000Z';

const gun: EquipmentItem = {
  id: GUN,
  userId: USER,
  categoryId: 'shotgun',
  name: 'Beretta 692',
  brand: 'Beretta',
  model: '692 Sporting',
  serialNumber: 'BR-55120',
  purchaseDate: '2025-11-20',
  price: 125000,
  notes: null,
  imageUrl: null,
  maintenanceFrequency: 90,
  nextMaintenance: null,
  maintenanceEveryShots: null,
  isPrimary: true,
  usage: { sessions: 12, rounds: 48, targets: 1200, shots: 1300, lastUsed: '2026-11-28' },
  sinceService: { sessions: 1, rounds: 4, targets: 100, shots: 110, lastUsed: '2026-11-28' },
  service: { nextDate: '2027-01-15', dueBy: 'interval', lastServiceDate: '2026-10-01', shotsLeft: null, status: 'ok' },
  costOfOwnership: { price: 125000, maintenance: 4500, total: 129500, records: 1 },
  createdAt: STAMP,
  updatedAt: STAMP,
};
const cleaning: MaintenanceRecord = {
  id: '6750a1b2c3d4e5f6a7b8c9e1',
  equipmentId: GUN,
  maintenanceDate: '2026-10-01',
  maintenanceType: 'Cleaning',
  description: null,
  performedBy: 'Self',
  cost: 4500,
  parts: null,
  nextMaintenanceDate: null,
  createdAt: STAMP,
  updatedAt: STAMP,
};
const licence: NonNullable<RouteResponse<typeof licenceApi.getLicence>['licence']> = {
  number: 'DL/2019/ARM/771234',
  issuingAuthority: 'Licensing Unit, Delhi Police',
  validUntil: '2027-03-31',
  firearms: [{ id: GUN, name: 'Beretta 692' }],
  ammunitionLimit: 1000,
  status: 'valid',
  daysLeft: 114,
  updatedAt: STAMP,
};
const summary: RouteResponse<typeof cartridgesApi.summary> = {
  year: 2026,
  stock: { purchased: 500, used: 180, onHand: 320 },
  used: { sessions: 150, manual: 30, total: 180 },
  targets: 125,
  spent: 40000,
  averagePricePerCartridge: 80,
  costPerTarget: 96,
  months: [{ month: '2026-11', used: 180, cost: 14400, spent: 20000 }],
  quota: { limit: 1000, used: 180, remaining: 820, quotaUsedRatio: 0.18, warning: 'none' },
};
const purchase: RouteResponse<typeof cartridgesApi.purchases.list>['items'][number] = {
  id: '6750a1b2c3d4e5f6a7b8c9f1',
  userId: USER,
  date: '2026-11-20',
  brand: 'Fiocchi TT Two',
  load: 24,
  shotSize: '7.5',
  quantity: 250,
  price: 20000,
  pricePerCartridge: 80,
  dealer: null,
  createdAt: STAMP,
  updatedAt: STAMP,
};
const standing: RouteResponse<typeof pathwayApi.getStanding> = {
  season: 2026,
  seasons: [2026, 2025],
  discipline: 'olympic-trap',
  category: 'men',
  basis: 'Scores are out of 125 targets.',
  competitions: [
    {
      id: '6750a1b2c3d4e5f6a7b8ca01',
      date: '2026-09-14T04:00:00.000Z',
      name: 'State Shooting Championship',
      location: 'Jaipur',
      discipline: 'olympic-trap',
      level: 'state',
      score: 111,
      maxScore: 125,
      placing: 3,
      normalisedScore: 111,
      eligible: true,
      counted: true,
      note: null,
    },
  ],
  seasonAverage: 111,
  rule: {
    id: '6750a1b2c3d4e5f6a7b8cb01',
    season: 2026,
    category: 'men',
    discipline: 'olympic-trap',
    bestN: 4,
    countedLevels: ['state', 'national'],
    nextStep: 'National Shotgun Championship',
    nextStepDate: '2026-12-20',
    qualifyingScore: 105,
    source: 'NRAI circular',
    sourceUrl: null,
    verified: false,
    notes: '',
    createdAt: STAMP,
    updatedAt: STAMP,
  },
  selection: { bestN: 4, eligibleCount: 1, countedCount: 1, remaining: 3, average: 111, qualifyingScore: 105, gap: 6 },
  missing: [],
};
// the card reads only the NRAI Shooter ID of the account profile
const ownProfile = { nraiShooterId: 'NRAI-2019-0456' } as unknown as RouteResponse<typeof authProfileApi.getOwnProfile>;

const server = setupApiServer(
  mockRoute(equipmentApi.items.list, { items: [gun], total: 1 } as RouteResponse<typeof equipmentApi.items.list>),
  mockRoute(equipmentApi.listCategories, { items: [{ id: 'shotgun', name: 'Shotgun', description: null, iconName: null, retired: false }] }),
  mockRoute(equipmentApi.listMaintenance, { items: [cleaning], total: 1 }),
  mockRoute(licenceApi.getLicence, { licence }),
  mockRoute(cartridgesApi.summary, summary),
  mockRoute(cartridgesApi.purchases.list, { items: [purchase], total: 1 } as RouteResponse<typeof cartridgesApi.purchases.list>),
  mockRoute(cartridgesApi.uses.list, { items: [], total: 0 } as RouteResponse<typeof cartridgesApi.uses.list>),
  mockRoute(pathwayApi.getStanding, standing),
  mockRoute(pathwayApi.getPathwayProfile, { category: 'men', updatedAt: STAMP }),
  mockRoute(authProfileApi.getOwnProfile, ownProfile),
);

const open = (tab: string) => renderScreen(<EquipmentPage />, { path: `/equipment?tab=${tab}`, pattern: '/equipment', user: testUser() });

describe('Equipment Management', () => {
  it('shows the primary shotgun with its usage, next service and cost of ownership', async () => {
    open('gear');
    expect(screen.getByRole('heading', { level: 1, name: 'Equipment Management' })).toBeTruthy();
    const primary = await screen.findByRole('region', { name: 'Primary shotgun' });
    expect(await within(primary).findByText('Beretta 692')).toBeTruthy();
    expect(within(primary).getByText('12 sessions · 48 rounds · 1,300 shots')).toBeTruthy();
    expect(within(primary).getByText('Since last service (1 Oct 2026)')).toBeTruthy();
    expect(within(primary).getByText('15 Jan 2027')).toBeTruthy();
    expect(within(primary).getByText('₹1,29,500')).toBeTruthy();
    expect(within(primary).getByText('price ₹1,25,000 + maintenance ₹4,500 (1 record)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Maintenance of Beretta 692' })).toBeTruthy();
    const records = await screen.findByRole('list', { name: 'Maintenance records of Beretta 692' });
    expect(within(records).getByText('Cleaning · 1 Oct 2026')).toBeTruthy();
  });

  it('reads the Equipment tab in Hindi: tabs, headings, buttons, dates and rupees', async () => {
    await switchLanguage('hi');
    open('gear');
    expect(await screen.findByRole('heading', { level: 1, name: 'इक्विपमेंट मैनेजमेंट' })).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'इक्विपमेंट मैनेजमेंट के हिस्से' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['इक्विपमेंट', 'लाइसेंस', 'कारतूस', 'कॉम्पिटिशन']);
    const primary = await screen.findByRole('region', { name: 'प्राइमरी शॉटगन' });
    expect(await within(primary).findByText('12 सेशन · 48 राउंड · 1,300 शॉट')).toBeTruthy();
    expect(within(primary).getByText('पिछली सर्विस (1 अक्टू॰ 2026) के बाद से')).toBeTruthy();
    expect(within(primary).getByText('15 जन॰ 2027')).toBeTruthy();
    expect(within(primary).getByText('₹1,29,500')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Beretta 692 का मेंटेनेंस' }).textContent).toBe('मेंटेनेंस');
    expect(screen.getByRole('button', { name: 'इक्विपमेंट जोड़ें' })).toBeTruthy();
    const records = await screen.findByRole('list', { name: 'Beretta 692 के मेंटेनेंस रिकॉर्ड' });
    expect(within(records).getByText('सफ़ाई · 1 अक्टू॰ 2026')).toBeTruthy();
    expect(within(records).getByRole('button', { name: '1 अक्टू॰ 2026 का सफ़ाई डिलीट करें' })).toBeTruthy();
  });

  it('opens the add form in Hindi, the maintenance types in Hindi too', async () => {
    await switchLanguage('hi');
    open('gear');
    await userEvent.click(await screen.findByRole('button', { name: 'मेंटेनेंस रिकॉर्ड जोड़ें' }));
    const form = screen.getByRole('form', { name: 'मेंटेनेंस रिकॉर्ड जोड़ें' });
    const type = within(form).getByLabelText('प्रकार');
    expect(within(type).getAllByRole('option').map((o) => o.textContent)).toEqual(['सफ़ाई', 'सर्विस', 'मरम्मत', 'पार्ट बदलना', 'जाँच', 'अन्य']);
    // the value sent stays contracts' English
    expect(within(type).getByRole('option', { name: 'सफ़ाई' }).getAttribute('value')).toBe('Cleaning');
    expect(within(form).getAllByText('(वैकल्पिक)').length).toBeGreaterThan(0);
    expect(within(form).getByRole('button', { name: 'रिकॉर्ड सेव करें' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
  });

  it('shows the arms licence, and reads it in Hindi with the date in Hindi', async () => {
    open('licence');
    const card = await screen.findByRole('region', { name: 'Arms licence' });
    expect(within(card).getByText('31 March 2027')).toBeTruthy();
    expect(within(card).getByText('1,000 cartridges a year')).toBeTruthy();
    expect(within(card).getByText('Valid')).toBeTruthy();

    await switchLanguage('hi');
    const hindi = await screen.findByRole('region', { name: 'आर्म्स लाइसेंस' });
    expect(within(hindi).getByText('31 मार्च 2027')).toBeTruthy();
    expect(within(hindi).getByText('साल में 1,000 कारतूस')).toBeTruthy();
    expect(within(hindi).getByText('मान्य')).toBeTruthy();
    await userEvent.click(within(hindi).getByRole('button', { name: 'लाइसेंस एडिट करें' }));
    expect(screen.getByRole('heading', { level: 2, name: 'आर्म्स लाइसेंस एडिट करें' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'आर्म्स लाइसेंस एडिट करें' });
    expect(within(form).getByLabelText('लाइसेंस नंबर')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'लाइसेंस सेव करें' })).toBeTruthy();
  });

  it('says the licence form’s field messages in Hindi (contracts’ English messages through the shared catalogue)', async () => {
    await switchLanguage('hi');
    open('licence');
    const card = await screen.findByRole('region', { name: 'आर्म्स लाइसेंस' });
    await userEvent.click(within(card).getByRole('button', { name: 'लाइसेंस एडिट करें' }));
    const form = screen.getByRole('form', { name: 'आर्म्स लाइसेंस एडिट करें' });
    await userEvent.clear(within(form).getByLabelText('लाइसेंस नंबर'));
    await userEvent.clear(within(form).getByLabelText('जारी करने वाला प्राधिकारी'));
    await userEvent.click(within(form).getByRole('button', { name: 'लाइसेंस सेव करें' }));
    expect(await within(form).findByText('लाइसेंस नंबर ज़रूरी है')).toBeTruthy();
    expect(within(form).getByText('जारी करने वाला प्राधिकारी ज़रूरी है')).toBeTruthy();
    expect(within(form).queryByText('Licence number is required')).toBeNull();
  });

  it('shows the cartridge ledger, and reads it in Hindi with rupees and dates', async () => {
    open('cartridges');
    expect(await screen.findByRole('heading', { level: 2, name: 'Cartridge ledger' })).toBeTruthy();
    expect(screen.getByText('500 bought, 180 used in all. This year: 150 in logged sessions, 30 at other shoots; ₹40,000 spent.')).toBeTruthy();
    const purchases = await screen.findByRole('list', { name: 'Purchases' });
    expect(within(purchases).getByText('20 Nov 2026 · ₹80 a cartridge · 24 g · shot 7.5')).toBeTruthy();

    await switchLanguage('hi');
    expect(await screen.findByRole('heading', { level: 2, name: 'कारतूस खाता' })).toBeTruthy();
    expect(screen.getByText('हर टारगेट का खर्च').nextElementSibling?.textContent).toBe('₹96');
    expect(screen.getByText('कुल 500 खरीदे, 180 इस्तेमाल हुए। इस साल: 150 लॉग किए गए सेशन में, 30 दूसरे शूट में; ₹40,000 खर्च हुए।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'खरीद जोड़ें' })).toBeTruthy();
    const hindi = screen.getByRole('list', { name: 'खरीद' });
    expect(within(hindi).getByText('20 नव॰ 2026 · ₹80 प्रति कारतूस · 24 ग्राम · शॉट साइज़ 7.5')).toBeTruthy();
    expect(within(hindi).getByRole('button', { name: '20 नव॰ 2026 की खरीद डिलीट करें' })).toBeTruthy();
    expect(screen.getByText('अभी इस्तेमाल की कोई एंट्री नहीं है।')).toBeTruthy();
  });

  it('asks and tells in Hindi when a purchase is deleted', async () => {
    server.use(mockRoute(cartridgesApi.purchases.remove, undefined as unknown as RouteResponse<typeof cartridgesApi.purchases.remove>));
    await switchLanguage('hi');
    open('cartridges');
    const list = await screen.findByRole('list', { name: 'खरीद' });
    await userEvent.click(within(list).getByRole('button', { name: '20 नव॰ 2026 की खरीद डिलीट करें' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'यह खरीद डिलीट करें?' });
    expect(within(dialog).getByText('250 × Fiocchi TT Two, 20 नव॰ 2026। आपका स्टॉक 250 कम हो जाएगा।')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'खरीद डिलीट करें' }));
    expect(await screen.findByText('खरीद डिलीट हुई')).toBeTruthy();
  });

  it('shows the season record and where the member stands, and reads them in Hindi', async () => {
    open('competitions');
    expect((await screen.findByRole('heading', { level: 2, name: /^Where you stand in 2026/ })).textContent).toBe('Where you stand in 2026 · Men');
    expect(screen.getByText('1 of 4 scores counted · 3 more competitions count toward it. Counted levels: state, national.')).toBeTruthy();
    const record = screen.getByRole('table', { name: 'Season record 2026' });
    expect(within(record).getByText('14 Sept 2026')).toBeTruthy();
    expect(within(record).getByText('3rd')).toBeTruthy();

    await switchLanguage('hi');
    expect((await screen.findByRole('heading', { level: 2, name: /^2026 में आप कहाँ खड़े हैं/ })).textContent).toBe('2026 में आप कहाँ खड़े हैं · पुरुष');
    expect(screen.getByText('MQS से 6 पॉइंट ऊपर')).toBeTruthy();
    expect(screen.getByText('4 में से 1 स्कोर गिने गए · 3 और कॉम्पिटिशन इसमें गिने जाएँगे। गिने जाने वाले लेवल: स्टेट, नेशनल।')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'सीज़न रिकॉर्ड 2026' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['तारीख', 'कॉम्पिटिशन', 'लेवल', 'स्कोर', 'स्थान', 'सिलेक्शन']);
    expect(within(table).getByText('14 सित॰ 2026')).toBeTruthy();
    expect(within(table).getByText('गिना गया')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'कॉम्पिटिशन जोड़ें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'जर्नल' }).getAttribute('href')).toBe('/journal?tab=competitions');
    expect(await screen.findByRole('heading', { level: 2, name: 'NRAI पाथवे प्रोफ़ाइल' })).toBeTruthy();
    expect(await screen.findByRole('option', { name: 'जूनियर महिला' })).toBeTruthy();
  });
});
