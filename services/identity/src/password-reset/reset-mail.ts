import { RESET_LINK_TTL_HOURS } from '@portal/contracts';
import type { OutgoingMail } from '@portal/service-kit';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
}

/** The reset e-mail: the link, its 24-hour validity, and what to do if it was not you. */
export function resetMail(to: string, link: string): OutgoingMail {
  const text = [
    'You asked to reset the password of your UNSEAF Grant Portal account.',
    '',
    `Open this link to choose a new password (it expires in ${RESET_LINK_TTL_HOURS} hours and works once):`,
    link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays unchanged.',
  ].join('\n');
  const html = `<p>You asked to reset the password of your UNSEAF Grant Portal account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a> — the link expires in ${RESET_LINK_TTL_HOURS} hours and works once.</p>
<p>If you did not ask for this, ignore this e-mail: your password stays unchanged.</p>`;
  return { to, subject: 'Reset your UNSEAF Grant Portal password', text, html };
}
