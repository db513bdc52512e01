import { LOGIN_MESSAGES } from "@adsight/shared";
import { Injectable, ServiceUnavailableException } from "@nestjs/common";
import { type Certificates, OAuth2Client, type TokenPayload } from "google-auth-library";

const GOOGLE_ISSUERS = ["accounts.google.com", "https://accounts.google.com"];

// Tests pin locally generated certificates so that Google is never called.
@Injectable()
export class GoogleIdTokenVerifier {
  private readonly client = new OAuth2Client();
  private pinned: Certificates | undefined;

  useCertificates(certificates: Certificates): void {
    this.pinned = certificates;
  }

  async verify(idToken: string, audience: string): Promise<TokenPayload | null> {
    const certificates = this.pinned ?? (await this.googleCertificates());
    try {
      const ticket = await this.client.verifySignedJwtWithCertsAsync(idToken, certificates, audience, GOOGLE_ISSUERS);
      return ticket.getPayload() ?? null;
    } catch {
      return null;
    }
  }

  private async googleCertificates(): Promise<Certificates> {
    try {
      return (await this.client.getFederatedSignonCertsAsync()).certs;
    } catch {
      throw new ServiceUnavailableException(LOGIN_MESSAGES.googleUnavailable);
    }
  }
}
