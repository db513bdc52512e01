const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);

export interface ResetPasswordMail {
  projectName: string;
  email: string;
  link: string;
  validHours: number;
}

export function resetPasswordMail({ projectName, email, link, validHours }: ResetPasswordMail): { subject: string; html: string } {
  const project = escapeHtml(projectName);
  const href = escapeHtml(link);
  return {
    subject: `${projectName} - Password recovery for user ${email}`,
    html: `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<p>Hello,</p>
<p>We received a request to reset the password of your ${project} account <strong>${escapeHtml(email)}</strong>.</p>
<p><a href="${href}" style="display: inline-block; padding: 8px 16px; background: #2563eb; color: #fff; text-decoration: none; border-radius: 4px">Reset password</a></p>
<p>Or open this link: <a href="${href}">${href}</a></p>
<p>The link is valid for ${validHours} hours. If you did not ask for it, ignore this message.</p>
</body></html>`,
  };
}
