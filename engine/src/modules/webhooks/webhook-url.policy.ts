import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { isIP } from "node:net";
import { WEBHOOK_MESSAGES } from "@adsight/shared";
import { Injectable } from "@nestjs/common";
import { AppConfig } from "#src/config/config";
import { addressClass, mayReceive } from "./address-policy";

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

// Checked when an endpoint is saved, and again at every connection through `lookup`, which pins the checked address
// so a DNS answer cannot change in between.
@Injectable()
export class WebhookUrlPolicy {
  private readonly allowLoopback: boolean;

  constructor(config: AppConfig) {
    this.allowLoopback = config.values.webhooks.allowLoopbackHttp;
  }

  async problem(raw: string): Promise<string | null> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return WEBHOOK_MESSAGES.badUrl;
    }
    if (url.username || url.password) return WEBHOOK_MESSAGES.credentials;
    if (url.protocol !== "https:" && !(this.allowLoopback && url.protocol === "http:")) return WEBHOOK_MESSAGES.notHttps;
    const addresses = await resolveAll(url.hostname).catch(() => null);
    if (!addresses || addresses.length === 0) return WEBHOOK_MESSAGES.unresolvable;
    return addresses.every((address) => this.allows(url, address)) ? null : WEBHOOK_MESSAGES.forbiddenAddress;
  }

  lookupFor(url: URL) {
    return (hostname: string, options: object, callback: LookupCallback) => {
      dnsLookup(hostname, { all: true }, (error, addresses) => {
        if (error) return callback(error, []);
        const allowed = addresses.filter((entry) => this.allows(url, entry.address));
        if (allowed.length === 0 || allowed.length !== addresses.length) {
          return callback(Object.assign(new Error(WEBHOOK_MESSAGES.forbiddenAddress), { code: "EFORBIDDEN" }), []);
        }
        if ("all" in options && options.all) return callback(null, allowed);
        callback(null, allowed[0].address, allowed[0].family);
      });
    };
  }

  private allows(url: URL, address: string): boolean {
    if (url.protocol === "http:") return this.allowLoopback && addressClass(address) === "loopback";
    return mayReceive(address, this.allowLoopback);
  }
}

function resolveAll(hostname: string): Promise<string[]> {
  const bare = hostname.replace(/^\[(.*)\]$/, "$1");
  if (isIP(bare)) return Promise.resolve([bare]);
  return new Promise((resolve, reject) =>
    dnsLookup(bare, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses.map((entry) => entry.address)))),
  );
}
