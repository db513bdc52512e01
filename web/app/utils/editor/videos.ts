import {
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  UPLOAD_REQUEST_MAX_BYTES,
  VIDEO_FILE_EXTENSIONS,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
  VIDEO_MAX_SIDE_PX,
  VIDEO_MIME_TYPES,
} from "@adsight/shared";

const MB = 1024 * 1024;

export const VIDEO_HINT = `Videos: mp4, webm, mov. Max size ${VIDEO_MAX_BYTES / MB}MB. Max length ${VIDEO_MAX_SECONDS}s. Max side ${VIDEO_MAX_SIDE_PX}px.`;

// The file input's filter: the types and the extensions, since some systems know a .mov by neither.
export const UPLOAD_ACCEPT = [
  ...IMAGE_MIME_TYPES,
  ".jpg",
  ".jpeg",
  ".png",
  ".webp",
  ...VIDEO_MIME_TYPES,
  ...VIDEO_FILE_EXTENSIONS.map((extension) => `.${extension}`),
].join(",");

// What a browser sends at once, leaving room for the form's fields and the multipart framing.
export const UPLOAD_FILES_MAX_BYTES = UPLOAD_REQUEST_MAX_BYTES - MB;

export const UPLOAD_TOO_LARGE = `The upload is too large: send at most ${UPLOAD_REQUEST_MAX_BYTES / MB} MB at once (images of up to ${IMAGE_MAX_BYTES / MB} MB, videos of up to ${VIDEO_MAX_BYTES / MB} MB). Go back and add fewer files at a time.`;

export const notSentTogether = (fileName: string) =>
  `Not sent, add it on its own: ${fileName} (at most ${UPLOAD_REQUEST_MAX_BYTES / MB} MB go in one upload)`;
