import i18next, { type i18n, type TFunction } from 'i18next';
import { CATALOGUES, DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_LOCALES, type Language, type TimeZone } from '@portal/contracts';
import type { OutgoingMail } from '@portal/service-kit';
import { SECURITY_TOPIC, type Notice, type Text } from './notices.js';

/** A month's name in a language, e.g. "October 2026": a statement's month is a UTC calendar month. */
const monthName = (language: Language, month: string): string =>
  new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

export interface Reader {
  name: string;
  email: string;
  language: Language;
  timeZone: TimeZone;
}

/** The texts of one mail in one language, before they are laid out as text and as HTML. */
interface Rendered {
  subject: string;
  greeting: string;
  paragraphs: string[];
  quote?: { label: string; text: string };
  date: string;
  openPortal: string;
  signOff: string;
  team: string;
  preferences: string;
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#1f2937;font-size:14px;line-height:1.5';

/**
 * Puts a notice into the reader's language with i18next and the `email` catalogues of the
 * contracts (the library and texts the portal's screens use): a plain-text and an HTML body. In the
 * HTML body every value (names, ticket subjects, notes, replies) is HTML-escaped by i18next.
 */
export class MailRenderer {
  private readonly i18n: i18n;
  private readonly dateFormats = new Map<string, Intl.DateTimeFormat>();

  constructor(private readonly publicUrl: string) {
    this.i18n = i18next.createInstance();
    void this.i18n.init({
      initAsync: false,
      resources: Object.fromEntries(LANGUAGES.map((lng) => [lng, { email: CATALOGUES[lng].email }])),
      supportedLngs: [...LANGUAGES],
      fallbackLng: DEFAULT_LANGUAGE,
      ns: ['email'],
      defaultNS: 'email',
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
    } as Parameters<i18n['init']>[0]);
  }

  render(notice: Notice, reader: Reader): OutgoingMail {
    const text = this.texts(notice, reader, false);
    const html = this.texts(notice, reader, true);
    return { to: reader.email, subject: text.subject, text: this.layoutText(text), html: this.layoutHtml(html, reader.language, this.url(notice.path)) };
  }

  /** The mail's date format for a language and time zone, made once (making an Intl formatter costs more than using it). */
  private dateFormat(language: Language, timeZone: TimeZone): Intl.DateTimeFormat {
    const key = `${language}|${timeZone}`;
    let format = this.dateFormats.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(language, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone,
        timeZoneName: 'short',
      });
      this.dateFormats.set(key, format);
    }
    return format;
  }

  private url(path: string): string {
    return `${this.publicUrl.replace(/\/$/, '')}${path}`;
  }

  private texts(notice: Notice, reader: Reader, html: boolean): Rendered {
    const t = this.i18n.getFixedT(reader.language, 'email');
    const say = (text: Text) => this.say(t, reader.language, text, html);
    const date = this.dateFormat(reader.language, reader.timeZone).format(new Date(notice.at));
    return {
      subject: say(notice.subject),
      greeting: say({ key: 'layout.greeting', values: { name: reader.name } }),
      paragraphs: notice.paragraphs.map(say),
      ...(notice.quote ? { quote: { label: say(notice.quote.label), text: say({ key: 'layout.quote', values: { text: notice.quote.text } }) } } : {}),
      date: say({ key: 'layout.date', values: { date } }),
      openPortal: say({ key: notice.action ?? 'layout.openPortal', values: { url: this.url(notice.path) } }),
      signOff: say({ key: 'layout.signOff' }),
      team: say({ key: 'layout.team' }),
      // A security notice is sent whatever the notification choices, and says so.
      preferences: say({ key: notice.topic === SECURITY_TOPIC ? 'layout.securityNotice' : 'layout.preferences', values: { url: this.url('/settings') } }),
    };
  }

  /** One catalogue text; statuses and months are put in the reader's language first; `html` escapes the values. */
  private say(t: TFunction, language: Language, text: Text, html: boolean): string {
    const values = Object.fromEntries(
      Object.entries(text.values ?? {}).map(([name, value]) => [
        name,
        typeof value !== 'object' ? value : 'month' in value ? monthName(language, value.month) : t(`status.${value.status}`, { defaultValue: value.status }),
      ]),
    );
    return t(text.key, { ...values, interpolation: { escapeValue: html } }) as string;
  }

  private layoutText(m: Rendered): string {
    return [
      m.greeting,
      ...m.paragraphs,
      ...(m.quote ? [`${m.quote.label}\n${m.quote.text}`] : []),
      m.date,
      m.openPortal,
      `${m.signOff}\n${m.team}`,
      '--',
      m.preferences,
    ].join('\n\n');
  }

  private layoutHtml(m: Rendered, language: Language, url: string): string {
    const lines = (s: string) => s.replace(/\r?\n/g, '<br>');
    const quote = m.quote
      ? `<p style="margin:16px 0 4px;color:#6b7280">${m.quote.label}</p><blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #1d4ed8;background:#f3f4f6">${lines(m.quote.text)}</blockquote>`
      : '';
    return [
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${m.subject}</title></head>`,
      `<body style="${FONT}">`,
      `<p>${m.greeting}</p>`,
      ...m.paragraphs.map((p) => `<p>${lines(p)}</p>`),
      quote,
      `<p style="color:#6b7280">${m.date}</p>`,
      `<p><a href="${url}">${m.openPortal}</a></p>`,
      `<p>${m.signOff}<br>${m.team}</p>`,
      `<hr style="border:none;border-top:1px solid #e5e7eb"><p style="font-size:12px;color:#6b7280">${m.preferences}</p>`,
      '</body></html>',
    ].join('\n');
  }
}
