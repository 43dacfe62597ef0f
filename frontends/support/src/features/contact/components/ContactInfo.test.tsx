import { describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { CATALOGUES } from '@portal/contracts';
import { renderScreen } from '@portal/web-core/testing/render';
import { ContactInfo } from './ContactInfo';

describe('Contact Info', () => {
  test('names the support that exists (tickets) and promises no live chat', () => {
    renderScreen(<ContactInfo />);
    expect(screen.getByText(CATALOGUES.en.ui.support.ticketsHeading)).toBeInTheDocument();
    expect(screen.queryByText(/live chat|24\/7/i)).not.toBeInTheDocument();
  });
});
