// Every form this app takes is a few fields; image uploads have their own parser (upload.server.ts).
export const FORM_BODY_LIMIT = 1024 * 1024;

export const FORM_TOO_LARGE_MESSAGE = "The form is too large (the limit is 1 MB).";

function tooLarge(): Response {
  // Connection: close makes Node stop reading the rest of the upload once the answer is sent, instead of draining it.
  return new Response(FORM_TOO_LARGE_MESSAGE, {
    status: 413,
    headers: { "Content-Type": "text/plain; charset=utf-8", Connection: "close" },
  });
}

// A running byte count: an oversized body is refused as soon as it is known, holding at most `limit` bytes.
export async function readFormData(request: Request, limit = FORM_BODY_LIMIT): Promise<FormData> {
  if (Number(request.headers.get("content-length") ?? 0) > limit) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      reader.releaseLock();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new Request(request.url, { method: request.method, headers: request.headers, body: Buffer.concat(chunks) }).formData();
}
