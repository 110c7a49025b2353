import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** The French words of an upload route's refusals (photos, menu files…). */
export type UploadMessages = {
  tooLarge: string;
  tooManyFiles: string;
  fileMissing: string;
  uploadFailed: string;
};

/**
 * Multipart for one child scope (its upload route): one file of at most `maxBytes`, explicit
 * limits; every other route of the parent scope keeps JSON.
 */
export function registerSingleUpload(scope: FastifyInstance, maxBytes: number) {
  return scope.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: maxBytes,
      files: 1,
      fields: 2,
      fieldNameSize: 50,
      fieldSize: 1024,
      parts: 3,
      headerPairs: 20,
    },
  });
}

/** busboy's refusals, as our envelope. */
function refusal(code: string | undefined, messages: UploadMessages): AppError | undefined {
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge, 'file');
    case 'FST_FILES_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', messages.tooManyFiles, 'file');
    case 'FST_PARTS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', messages.tooManyFiles);
    case 'FST_FIELDS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', messages.fileMissing);
    case 'FST_PROTO_VIOLATION':
      return new AppError('BAD_REQUEST');
    case 'FST_MP_PREMATURE_CLOSE':
      return new AppError('BAD_REQUEST', messages.uploadFailed);
    default:
      return undefined;
  }
}

/**
 * The one file of the request (field `file`), read into memory, with its name. The whole body
 * is read, so that a second file meets the `files: 1` limit (413) instead of being ignored;
 * busboy's refusals become our envelope.
 */
export async function readSingleUpload(
  request: FastifyRequest,
  messages: UploadMessages,
): Promise<{ bytes: Buffer; filename?: string }> {
  try {
    let upload: { bytes: Buffer; filename?: string } | undefined;
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      upload = { bytes: await part.toBuffer(), filename: part.filename || undefined };
    }
    if (!upload) throw new AppError('VALIDATION', messages.fileMissing, 'file');
    return upload;
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Anything else here is the body failing to parse (a cut or malformed multipart body).
    throw (
      refusal((error as { code?: string }).code, messages) ??
      new AppError('BAD_REQUEST', undefined, {}, String(error))
    );
  }
}
