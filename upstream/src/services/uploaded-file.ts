/**
 * A file received with a call: read whole by the multipart reader (http/multipart.ts), its format
 * recognised by its bytes (file-format.ts), then handed to the service that stores it. It lives
 * here, below http/, because the services take it.
 */
import type { FileFormat } from '@badal/contracts';

export interface UploadedFile {
  field: string;
  fileName: string;
  declaredType: string;
  format: FileFormat | null;
  data: Buffer;
}
