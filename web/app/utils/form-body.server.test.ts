import { describe, expect, it } from "vitest";
import { FORM_BODY_LIMIT, FORM_TOO_LARGE_MESSAGE, readFormData } from "./form-body.server";

const CHUNK = new Uint8Array(64 * 1024).fill("a".charCodeAt(0));

/** A form body of `bytes` produced only as it is read, counting what was pulled. */
function streamedForm(bytes: number) {
  const counter = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode("field="));
    },
    pull(controller) {
      if (counter.pulled >= bytes) {
        controller.close();
        return;
      }
      counter.pulled += CHUNK.byteLength;
      controller.enqueue(CHUNK);
    },
  });
  const request = new Request("http://localhost/auth", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
    duplex: "half",
  });
  return { request, counter };
}

async function refusal(promise: Promise<unknown>): Promise<Response> {
  const thrown = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  return thrown as Response;
}

describe("readFormData", () => {
  it("parses a small form", async () => {
    const request = new Request("http://localhost/auth", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%40example.com&intent=login",
    });
    const formData = await readFormData(request);
    expect(formData.get("email")).toBe("a@example.com");
    expect(formData.get("intent")).toBe("login");
  });

  it("refuses a 100 MB form with 413 after reading little more than the limit", async () => {
    const { request, counter } = streamedForm(100 * 1024 * 1024);
    const response = await refusal(readFormData(request));
    expect(response.status).toBe(413);
    expect(await response.text()).toBe(FORM_TOO_LARGE_MESSAGE);
    expect(response.headers.get("connection")).toBe("close");
    expect(counter.pulled).toBeLessThan(FORM_BODY_LIMIT + 4 * CHUNK.byteLength);
  });

  it("refuses a declared size over the limit without reading anything", async () => {
    const { request, counter } = streamedForm(100 * 1024 * 1024);
    const declared = new Request(request, { headers: { "content-length": String(100 * 1024 * 1024) }, duplex: "half" });
    expect((await refusal(readFormData(declared))).status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(2 * CHUNK.byteLength);
  });
});
