import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

// Under a key derived from SECRET_KEY, so a database dump alone does not let anyone sign events.
// Stored as base64 of iv (12) | tag (16) | ciphertext.
export class SecretBox {
  private readonly key: Buffer;

  constructor(secretKey: string) {
    this.key = Buffer.from(hkdfSync("sha256", secretKey, "adsight", "webhook-signing-secrets-v1", 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64");
  }

  open(stored: string): string {
    const bytes = Buffer.from(stored, "base64");
    const decipher = createDecipheriv("aes-256-gcm", this.key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  }
}
