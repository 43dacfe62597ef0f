import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { CATALOGUES } from '@portal/contracts';
import { applyLanguage } from '@portal/web-core';
import { renderScreen } from '@portal/web-core/testing/render';
import NotFound from '../routes/NotFound';
import { rememberLanguage } from './LanguagePicker';

test("where a signed-in account's language is shown, the browser's remembered choice neither replaces nor is offered", async () => {
  await applyLanguage('fr'); // the account's saved language, applied by the signed-in frame
  rememberLanguage('de');
  renderScreen(<NotFound />, { path: '/no-such-page' });
  expect(await screen.findByRole('heading', { level: 1, name: CATALOGUES.fr.ui.shell.pageNotFound })).toBeVisible();
  await applyLanguage('de', 'visitor');
  expect(screen.getByRole('heading', { level: 1, name: CATALOGUES.fr.ui.shell.pageNotFound })).toBeVisible();
  expect(screen.queryByRole('combobox')).toBeNull();
  expect(document.documentElement.lang).toBe('fr');
});
