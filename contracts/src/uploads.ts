/**
 * Uploaded files checked by what they are, not by what they are called: name, size and content (magic numbers)
 * against one feature's rules. KYC documents and progress-report attachments each declare their rules and texts;
 * the check is the same for both, in the browser (a first look), the gateway (before anything is stored) and the
 * service that keeps the file (again, on the bytes it received).
 */

export type DetectedDocumentType = 'jpeg' | 'png' | 'pdf' | 'doc' | 'docx';

const CONTENT_TYPES: Record<DetectedDocumentType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
const STORED_EXTENSION: Record<DetectedDocumentType, string> = { jpeg: 'jpg', png: 'png', pdf: 'pdf', doc: 'doc', docx: 'docx' };
/** The file-name extensions each type may carry (jpg and jpeg are the same). */
const NAME_EXTENSIONS: Record<DetectedDocumentType, readonly string[]> = { jpeg: ['jpg', 'jpeg'], png: ['png'], pdf: ['pdf'], doc: ['doc'], docx: ['docx'] };

export function contentTypeOf(type: DetectedDocumentType): string {
  return CONTENT_TYPES[type];
}
export function storedExtensionOf(type: DetectedDocumentType): string {
  return STORED_EXTENSION[type];
}

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((b, i) => bytes[offset + i] === b);
}

function containsAscii(bytes: Uint8Array, text: string): boolean {
  const needle = Array.from(text, (c) => c.charCodeAt(0));
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * What a file really is, from its bytes (magic numbers), whatever its name says: JPEG, PNG, PDF,
 * a Word 97 document (OLE2 container) or a Word docx (a ZIP holding word/ parts). Anything else,
 * executables and scripts included, is null.
 */
export function detectDocumentType(bytes: Uint8Array): DetectedDocumentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && containsAscii(bytes, '[Content_Types].xml') && containsAscii(bytes, 'word/')) return 'docx';
  return null;
}

/** The extension of a file name, lower-case, without the dot. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Whether the name's extension agrees with the detected content (jpg and jpeg are the same). */
export function extensionMatches(name: string, type: DetectedDocumentType): boolean {
  return NAME_EXTENSIONS[type].includes(fileExtension(name));
}

/** The file-name extensions a list of accepted types allows, e.g. for a picker's hint. */
export function acceptedExtensionsOf(types: readonly DetectedDocumentType[]): string[] {
  return types.flatMap((type) => NAME_EXTENSIONS[type]);
}

/** The picker's accept attribute for a list of accepted types: their extensions and content types. */
export function acceptAttributeOf(types: readonly DetectedDocumentType[]): string {
  return [...acceptedExtensionsOf(types).map((ext) => `.${ext}`), ...types.map(contentTypeOf)].join(',');
}

/** One feature's upload rules: what it accepts, its size limit and the texts of each refusal. */
export interface UploadRules {
  readonly maxBytes: number;
  readonly accepted: readonly DetectedDocumentType[];
  readonly messages: {
    readonly fileRequired: string;
    readonly tooLarge: string;
    readonly unsupportedType: string;
    readonly contentMismatch: string;
  };
}

export type UploadCheck = { ok: true; type: DetectedDocumentType } | { ok: false; message: string; status: 400 | 413 | 415 };

/**
 * Checks an upload by name, size and content against `rules`: the first problem's text and HTTP status (400 empty,
 * 413 too large, 415 a name or content not accepted), or the detected type.
 */
export function checkUpload(rules: UploadRules, name: string, size: number, head: Uint8Array): UploadCheck {
  if (size <= 0) return { ok: false, message: rules.messages.fileRequired, status: 400 };
  if (size > rules.maxBytes) return { ok: false, message: rules.messages.tooLarge, status: 413 };
  if (!acceptedExtensionsOf(rules.accepted).includes(fileExtension(name))) return { ok: false, message: rules.messages.unsupportedType, status: 415 };
  const type = detectDocumentType(head);
  if (!type || !rules.accepted.includes(type) || !extensionMatches(name, type)) return { ok: false, message: rules.messages.contentMismatch, status: 415 };
  return { ok: true, type };
}

/** The error code answered with each refusal status of an upload. */
export const UPLOAD_ERROR_CODES = { 400: 'VALIDATION_FAILED', 413: 'FILE_TOO_LARGE', 415: 'UNSUPPORTED_FILE_TYPE' } as const;

/** A file size for people: "512 B", "35 KB", "1.2 MB" (1 KB = 1,024 bytes; one decimal below 10 MB). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const tenths = Math.round((bytes * 10) / (1024 * 1024));
  return tenths < 100 ? `${Math.floor(tenths / 10)}.${tenths % 10} MB` : `${Math.round(tenths / 10)} MB`;
}
