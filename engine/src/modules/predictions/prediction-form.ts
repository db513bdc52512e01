import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import type { IncomingMessage } from "node:http";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import type { Readable } from "node:stream";
import {
  IMAGE_MAX_BYTES,
  MAX_CAMPAIGN_IMAGES,
  PREDICTION_FIELDS,
  PREDICTION_IMAGE_FIELD,
  UPLOAD_REQUEST_MAX_BYTES,
  VIDEO_MAX_BYTES,
} from "@adsight/shared";
import busboy from "busboy";
import { declaredKind } from "#src/modules/creatives/creative-check";

export interface FormFile {
  name: string;
  contentType: string;
  bytes: Buffer | null;
  path: string | null;
  sha256: string;
}

export interface PredictionForm {
  fields: Record<string, string>;
  files: FormFile[];
  extra: { fields: string[]; tooManyFiles: boolean; otherFiles: string[] };
}

// A setup with 50 categories is far below this.
const FIELD_MAX_BYTES = 256 * 1024;

export class NotMultipart extends Error {}
export class BodyTooLarge extends Error {}

// Every part capped (an image at 5 MB + 1, a video at 100 MB + 1 streamed to `folder`, one file past MAX_CAMPAIGN_IMAGES,
// text at FIELD_MAX_BYTES): memory holds at most the images a campaign may have. The whole body is capped at `limit`
// as it arrives too, since a chunked body declares no length.
export function readPredictionForm(request: IncomingMessage, folder: string, limit = UPLOAD_REQUEST_MAX_BYTES): Promise<PredictionForm> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        limits: {
          fileSize: VIDEO_MAX_BYTES + 1,
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
      const file: FormFile = {
        name: info.filename || `image ${form.files.length + 1}`,
        contentType: info.mimeType,
        bytes: null,
        path: null,
        sha256: "",
      };
      form.files.push(file);
      const video = declaredKind(file) === "video";
      reading.push(video ? readVideo(stream, file, join(folder, `part-${form.files.length}`)) : readImage(stream, file));
    });
    parser.on("filesLimit", () => (form.extra.tooManyFiles = true));
    // Waits for the files being written, so none is written after the caller has removed the folder.
    let failure: Error | undefined;
    parser.on("error", (error: Error) => {
      const reason = (failure ??= error);
      void Promise.allSettled(reading).then(() => reject(reason));
    });
    parser.on("close", () => {
      Promise.all(reading).then(
        () => (failure ? reject(failure) : resolve(form)),
        (error: Error) => reject(failure ?? error),
      );
    });
    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limit) return;
      request.off("data", count).unpipe(parser).resume();
      parser.destroy(new BodyTooLarge());
    };
    request.on("data", count).pipe(parser);
  });
}

function readImage(stream: Readable & { truncated?: boolean }, file: FormFile): Promise<void> {
  const hash = createHash("sha256");
  const chunks: Buffer[] = [];
  let size = 0;
  return new Promise((done) => {
    stream.on("data", (chunk: Buffer) => {
      hash.update(chunk);
      size += chunk.length;
      if (size <= IMAGE_MAX_BYTES) chunks.push(chunk);
    });
    stream.on("close", () => {
      file.bytes = stream.truncated || size > IMAGE_MAX_BYTES ? null : Buffer.concat(chunks);
      file.sha256 = hash.digest("hex");
      done();
    });
  });
}

async function readVideo(stream: Readable & { truncated?: boolean }, file: FormFile, path: string): Promise<void> {
  const hash = createHash("sha256");
  await pipeline(
    stream,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        yield chunk;
      }
    },
    createWriteStream(path),
  );
  file.sha256 = hash.digest("hex");
  file.path = stream.truncated ? null : path;
}
