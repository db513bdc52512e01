import { Transform } from "node:stream";
import { createReadableStreamFromReadable, type EntryContext, type HandleDataRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { CORRELATION_HEADER, correlationIdOf } from "./utils/correlation.server";
import { NonceProvider } from "./utils/nonce";
import { applySecurityHeaders, contentSecurityPolicy, createNonce } from "./utils/security-headers.server";

const ABORT_DELAY = 5_000;

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  const nonce = createNonce();
  // Bots and SPA mode get the whole document at once; browsers get the shell as soon as it is ready.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const body = coalesced();
    const ready = () => {
      shellRendered = true;
      responseHeaders.set("Content-Type", "text/html");
      responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));
      applySecurityHeaders(responseHeaders);
      responseHeaders.set(CORRELATION_HEADER, correlationIdOf(request));
      // A refused oversized form: close the connection after the answer rather than read the rest of the upload.
      if (responseStatusCode === 413) responseHeaders.set("Connection", "close");
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady: waitForAll ? undefined : ready,
        onAllReady: waitForAll ? ready : undefined,
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject and are logged by Remix; later ones only show here.
          if (shellRendered) console.error(error);
        },
      },
    );
    const abortLate = setTimeout(abort, ABORT_DELAY);
    // Once everything is rendered there is nothing left to abort; the timer would outlive each request by seconds.
    body.on("close", () => clearTimeout(abortLate));
  });
}

// React writes 2 KB chunks; joined into one write per event-loop turn, the stream, compression and socket handle one.
function coalesced(): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  const sendPending = () => {
    scheduled = false;
    if (pending.length === 0) return;
    body.push(pending.length === 1 ? pending[0] : Buffer.concat(pending));
    pending = [];
  };
  const body = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(sendPending);
      }
      done();
    },
    flush(done) {
      sendPending();
      done();
    },
  });
  return body;
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  // A copy: some responses (Response.redirect) have immutable headers.
  const headers = applySecurityHeaders(new Headers(response.headers));
  headers.set(CORRELATION_HEADER, correlationIdOf(request));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};
