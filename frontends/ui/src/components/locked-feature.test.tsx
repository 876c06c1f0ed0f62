import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../testing/language.ts';
import { renderScreen } from '../testing/render.tsx';
import { LockedFeature } from './locked-feature.tsx';

describe('the locked feature', () => {
  it('says what the feature does, the tier that has it and links to its checkout, as before', () => {
    renderScreen(<LockedFeature feature="equipment" />, { path: '/equipment' });
    const card = screen.getByRole('region', { name: 'Equipment (locked)' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Equipment' })).toBeTruthy();
    expect(within(card).getByText('Your guns and gear with maintenance records, usage and reminders.')).toBeTruthy();
    expect(within(card).getByText("Included with Shooter's Circle and above.")).toBeTruthy();
    expect(within(card).getByRole('link', { name: "Upgrade to Shooter's Circle" }).getAttribute('href')).toBe('/checkout/shooters_circle');
    expect(within(card).getByRole('link', { name: 'Compare plans' }).getAttribute('href')).toBe('/membership');
  });

  it('lists what a tier adds when only the tier is known', () => {
    renderScreen(<LockedFeature tier="pro_lane" compact />, { path: '/stats' });
    const card = screen.getByRole('region', { name: 'Pro Lane features (locked)' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Pro Lane features' })).toBeTruthy();
    expect(within(card).getByText('Weather analysis')).toBeTruthy();
  });

  it('reads in Hindi when the page is in Hindi, the tier’s name staying as it is', async () => {
    await switchLanguage('hi');
    renderScreen(<LockedFeature feature="practice_logging" tier="shooters_circle" />, { path: '/practice' });
    const card = await screen.findByRole('region', { name: 'प्रैक्टिस लॉगिंग, पिछले 90 दिनों के स्टैट्स के साथ (लॉक्ड)' });
    expect(within(card).getByText('हर राउंड टारगेट-दर-टारगेट लॉग करें और पिछले 90 दिनों के अपने स्टैट्स देखें।')).toBeTruthy();
    expect(within(card).getByText("Shooter's Circle और उससे ऊपर के प्लान में शामिल।")).toBeTruthy();
    expect(within(card).getByRole('link', { name: "Shooter's Circle में अपग्रेड करें" })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'प्लान की तुलना करें' })).toBeTruthy();
  });

  it('lists a tier’s features in Hindi too', async () => {
    await switchLanguage('hi');
    renderScreen(<LockedFeature tier="pro_lane" />, { path: '/stats' });
    const card = await screen.findByRole('region', { name: 'Pro Lane की सुविधाएँ (लॉक्ड)' });
    expect(within(card).getByRole('heading', { name: 'Pro Lane की सुविधाएँ' })).toBeTruthy();
    expect(within(card).getByText('मौसम विश्लेषण')).toBeTruthy();
  });
});
