import { IMAGE_MAX_BYTES, MAX_CAMPAIGN_IMAGES, PREDICTION_FIELDS, PREDICTION_IMAGE_FIELD } from "@adsight/shared";
import busboy from "busboy";
import type { IncomingMessage } from "node:http";

// bytes: null when the part was larger than an image may be.
export interface FormFile {
  name: string;
  contentType: string;
  bytes: Buffer | null;
}

export interface PredictionForm {
  fields: Record<string, string>;
  files: FormFile[];
  extra: { fields: string[]; tooManyFiles: boolean; otherFiles: string[] };
}

// A setup with 50 categories is far below this.
const FIELD_MAX_BYTES = 256 * 1024;

export class NotMultipart extends Error {}

// Every part capped (a file at 5 MB + 1 byte, one file past MAX_CAMPAIGN_IMAGES, text at FIELD_MAX_BYTES), so the
// most a request can make us hold is the images a campaign may have.
export function readPredictionForm(request: IncomingMessage): Promise<PredictionForm> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        limits: {
          fileSize: IMAGE_MAX_BYTES + 1,
          files: MAX_CAMPAIGN_IMAGES + 1,
          fields: PREDICTION_FIELDS.length * 2,
          fieldSize: FIELD_MAX_BYTES,
          parts: MAX_CAMPAIGN_IMAGES + PREDICTION_FIELDS.length * 2 + 2,
        },
      });
    } catch {
      reject(new NotMultipart());
      return;
    }
    const form: PredictionForm = { fields: {}, files: [], extra: { fields: [], tooManyFiles: false, otherFiles: [] } };
    const reading: Promise<void>[] = [];
    parser.on("field", (name, value) => {
      if ((PREDICTION_FIELDS as readonly string[]).includes(name)) form.fields[name] = value;
      else form.extra.fields.push(name);
    });
    parser.on("file", (name, stream, info) => {
      if (name !== PREDICTION_IMAGE_FIELD) {
        form.extra.otherFiles.push(name);
        stream.resume();
        return;
      }
      const file: FormFile = { name: info.filename || `image ${form.files.length + 1}`, contentType: info.mimeType, bytes: null };
      form.files.push(file);
      const chunks: Buffer[] = [];
      reading.push(
        new Promise((done) => {
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("close", () => {
            file.bytes = stream.truncated ? null : Buffer.concat(chunks);
            done();
          });
        }),
      );
    });
    parser.on("filesLimit", () => (form.extra.tooManyFiles = true));
    parser.on("error", (error: Error) => reject(error));
    parser.on("close", () => {
      Promise.all(reading).then(() => resolve(form), reject);
    });
    request.pipe(parser);
  });
}
