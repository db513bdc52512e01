import { Form, Link } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Button, buttonClass } from "./ui/button";

// Rendered by the server from a `?delete=<id>` link, so it works the same with JavaScript on or off.
export function ConfirmDelete({
  title,
  body,
  confirmLabel,
  fields,
  cancelTo,
}: {
  title: string;
  body: string;
  confirmLabel: string;
  fields: Record<string, string>;
  cancelTo: string;
}) {
  return (
    <section aria-labelledby="confirm-delete-title" className="mb-6 rounded-lg border border-brand-200 bg-brand-50 p-5">
      <h2 id="confirm-delete-title" className="text-base font-semibold text-brand-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-brand-900">{body}</p>
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        <AuthenticityTokenInput />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" name="intent" value="delete" autoFocus>
          {confirmLabel}
        </Button>
        <Link to={cancelTo} className={buttonClass({ variant: "secondary" })}>
          Cancel
        </Link>
      </Form>
    </section>
  );
}
