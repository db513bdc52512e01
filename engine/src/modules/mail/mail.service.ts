import { Injectable, Logger } from "@nestjs/common";
import { createTransport, type Transporter } from "nodemailer";
import { AppConfig } from "#src/config/config";

export interface Mail {
  to: string;
  subject: string;
  html: string;
}

// Without SMTP_HOST the message is logged, so password recovery still works on a machine with no mail server.
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter | undefined;

  constructor(private readonly config: AppConfig) {
    const smtp = config.values.mail.smtp;
    this.transport = smtp
      ? createTransport({
          host: smtp.host,
          port: smtp.port,
          secure: smtp.ssl,
          requireTLS: smtp.tls && !smtp.ssl,
          auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
        })
      : undefined;
  }

  async send(mail: Mail): Promise<void> {
    if (!this.transport) {
      this.logger.log(`SMTP is not configured; mail to ${mail.to} — ${mail.subject}\n${mail.html}`);
      return;
    }
    const { email, name } = this.config.values.mail.from;
    await this.transport.sendMail({ from: { name, address: email }, to: mail.to, subject: mail.subject, html: mail.html });
  }
}
