// Comments, `id:`, `event:` and `retry:` lines are skipped: the relay only forwards the messages themselves.
export async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  let data: string[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffered += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffered.search(/\r\n|\r|\n/)) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + (buffered.startsWith("\r\n", end) ? 2 : 1));
        if (line === "") {
          if (data.length > 0) yield data.join("\n");
          data = [];
        } else if (line.startsWith("data:")) {
          data.push(line.slice(line.startsWith("data: ") ? 6 : 5));
        }
      }
    }
  } finally {
    // Stopping early (the consumer returned or threw) must end the upstream read too.
    await reader.cancel().catch(() => undefined);
  }
}
