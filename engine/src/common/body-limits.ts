export const BODY_LIMIT = "http:body-limit";

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

const megabytes = (bytes: number) => Number((bytes / (1024 * 1024)).toFixed(1));

export function bodyTooLargeMessage(limit: number): string {
  return `Request body too large: the limit is ${megabytes(limit)} MB`;
}
