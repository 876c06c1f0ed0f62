import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Report } from '@trap/contracts';
import { reportsApi } from '@trap/contracts/api/route-paths';
import { inLanguage, mockRoute, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import ReportAbusePage from './report-abuse-page.tsx';
import '../../shared/i18n/shell-texts.ts';

const server = setupApiServer();

describe('the report abuse page in Hindi', () => {
  inLanguage('hi');

  it('when a guest opens it in Hindi, then the policy, the reasons and the log-in panel read in Hindi', async () => {
    renderScreen(<ReportAbusePage />, { path: '/report-abuse' });
    expect(screen.getByRole('heading', { level: 1, name: 'दुरुपयोग की रिपोर्ट करें' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'आप किसकी रिपोर्ट कर सकते हैं' })).toBeTruthy();
    expect(screen.getByText('स्पैम या विज्ञापन')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'रिपोर्ट करने के लिए लॉग इन करें' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'मुफ़्त में रजिस्टर करें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '112' })).toBeTruthy();
  });

  it('when a member reports a forum reply in Hindi, then the form’s heading and the sent state read in Hindi', async () => {
    const report = { id: 'r1', targetType: 'forum_reply', reason: 'spam' } as Report;
    server.use(mockRoute(reportsApi.createReport, report));
    renderScreen(<ReportAbusePage />, { path: '/report-abuse?type=forum_reply&id=p1', pattern: '/report-abuse', user: testUser() });
    expect(screen.getByRole('heading', { level: 2, name: 'इस फ़ोरम जवाब की रिपोर्ट करें' })).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'आपकी रिपोर्ट' });
    await userEvent.selectOptions(within(panel).getByRole('combobox'), 'spam');
    await userEvent.click(within(panel).getByRole('button', { name: /भेजें/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'रिपोर्ट भेजी गई' })).toBeTruthy();
    expect(screen.getByText(/इस फ़ोरम जवाब \(स्पैम या विज्ञापन\) के बारे में/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'किसी और चीज़ की रिपोर्ट करें' })).toBeTruthy();
  });
});
