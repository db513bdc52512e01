import type { Socket } from "node:net";
import type { NextFunction, Request, Response } from "express";

// How long a refused upload's connection stays open for reading after the answer: ample for a client to read it.
const LINGER_MS = 2_000;

/**
 * A refused upload (413) is answered before its body has arrived, with Connection: close. Node then closes the socket
 * as soon as the answer is written, while the client is still sending; the unread bytes make the kernel reset the
 * connection, and a reset can discard the answer before the client reads it (the "TCP reset problem", RFC 9112
 * §9.6). So the server half-closes instead and keeps the socket a moment, until the client closes it or LINGER_MS
 * passes, whatever the client sends meanwhile left unread.
 */
export function lingeringCloseOnRefusal() {
  return (request: Request, response: Response, next: NextFunction): void => {
    response.once("prefinish", () => {
      if (response.statusCode === 413 && !request.complete) lingerBeforeClosing(request.socket);
    });
    next();
  };
}

// Node's server closes a Connection: close socket through destroySoon once the answer is written.
function lingerBeforeClosing(socket: Socket): void {
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    socket.once("close", () => clearTimeout(timer));
  };
}
