import { describe, expect, it } from "vitest";
import { sseData } from "./sse";

async function collect(chunks: string[]): Promise<string[]> {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  const messages: string[] = [];
  for await (const data of sseData(stream)) messages.push(data);
  return messages;
}

describe("sseData", () => {
  it("yields each message's data, whatever the chunking", async () => {
    const text = 'id: 1\ndata: {"progress":10}\n\nid: 2\ndata: {"progress":20}\n\n';
    expect(await collect([text])).toEqual(['{"progress":10}', '{"progress":20}']);
    expect(await collect(text.split(""))).toEqual(['{"progress":10}', '{"progress":20}']);
  });

  it("joins multi-line data, skips comments and other fields, accepts CRLF", async () => {
    expect(await collect([": keep-alive\r\nevent: message\r\ndata:a\r\ndata: b\r\nretry: 100\r\n\r\n"])).toEqual(["a\nb"]);
  });

  it("drops an unfinished message when the stream ends", async () => {
    expect(await collect(["data: done\n\ndata: half"])).toEqual(["done"]);
  });
});
