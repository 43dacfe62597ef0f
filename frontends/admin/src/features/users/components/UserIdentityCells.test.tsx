import { describe, expect, test } from '@jest/globals';
import { render } from '@testing-library/react';
import { BreakableEmail } from './UserIdentityCells';

describe('an e-mail address in a table cell', () => {
  test('may wrap only before its "@" and its dots; the text stays the address', () => {
    const { container } = render(<BreakableEmail email="grace.hopper-1764@mail.example.org" />);
    const email = container.querySelector('.adm-email')!;
    expect(email.textContent).toBe('grace.hopper-1764@mail.example.org');
    // The text before each break opportunity: nothing is split inside a name.
    const pieces = [...email.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent);
    expect(pieces).toEqual(['grace', '.hopper-1764', '@mail', '.example', '.org']);
    expect(email.querySelectorAll('wbr')).toHaveLength(4);
  });
});
