import { ErrorCodes, UPLOAD_ERROR_CODES, checkUpload, type DetectedDocumentType, type UploadRules } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error.js';

/** Room for the multipart framing around the file in a request's declared length. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface UploadedFile {
  fileName: string;
  data: Buffer;
  type: DetectedDocumentType;
}

/**
 * Reads the multipart field `file` of an upload route and checks it against a feature's rules: a declared length
 * past the limit and a file that grows past it while being read are refused (413) before anything is stored; an
 * empty, unnamed or unaccepted file is refused with the rules' own texts (400, 415).
 */
export async function readUploadedFile(request: FastifyRequest, rules: UploadRules): Promise<UploadedFile> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > rules.maxBytes + MULTIPART_OVERHEAD_BYTES) throw new ApiError(413, UPLOAD_ERROR_CODES[413], rules.messages.tooLarge);
  if (!request.isMultipart()) throw new ApiError(400, ErrorCodes.validationFailed, rules.messages.fileRequired);
  // A multipart body the parser cannot read (no boundary, a broken part) is the client's error, not ours. The parser
  // stops one byte past the limit: a longer file then reaches the size check below with that byte, whether or not the
  // parser also flagged it as cut short (it does not always, for a file a few bytes past its limit).
  const part = await request.file({ limits: { fileSize: rules.maxBytes + 1, files: 1, fields: 4 } }).catch((error: unknown) => {
    throw new ApiError(400, ErrorCodes.validationFailed, `${rules.messages.fileRequired} (${(error as Error).message})`);
  });
  if (!part) throw new ApiError(400, ErrorCodes.validationFailed, rules.messages.fileRequired);
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, UPLOAD_ERROR_CODES[413], rules.messages.tooLarge);
    throw error;
  }
  const check = checkUpload(rules, part.filename, data.byteLength, data);
  if (!check.ok) throw new ApiError(check.status, UPLOAD_ERROR_CODES[check.status], check.message);
  return { fileName: part.filename, data, type: check.type };
}
