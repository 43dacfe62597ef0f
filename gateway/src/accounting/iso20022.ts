import { XMLBuilder } from 'fast-xml-parser';
import { LEDGER_CURRENCY, centsToDecimalString } from '@portal/contracts';

/** What builds every ISO 20022 document here: attributes as `@_name`, empty elements left out. */
export const isoXmlBuilder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', suppressEmptyNode: true });

/** The XML declaration and root element of an ISO 20022 document in the given namespace. */
export function isoDocumentStart(namespace: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="${namespace}">`;
}

/** Characters XML 1.0 cannot carry are dropped; the builder escapes the rest. Cut to the element's maximum length. */
export function isoText(value: string, max: number): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').slice(0, max);
}

/** An amount element's content: the exact decimal of the cents (sign dropped) with its currency attribute. */
export function isoAmount(cents: number) {
  return { '#text': centsToDecimalString(Math.abs(cents)), '@_Ccy': LEDGER_CURRENCY };
}
