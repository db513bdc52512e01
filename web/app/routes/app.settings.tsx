import { API_KEY_PLACEHOLDER, PasswordSchema, SETTINGS_CREDITS_DEFAULT } from "@adsight/shared";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { z } from "zod";
import { FormAlert } from "~/components/auth-layout";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { formDataWithCsrf } from "~/utils/csrf.server";
import { publicEngine } from "~/utils/engine.server";
import { replyWithEngineError } from "~/utils/form.server";
import { sessionCookieWith } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireUser } from "~/utils/user.server";

const SettingsSchema = z
  .object({
    full_name: z.string().trim().max(255, "Name must be at most 255 characters").optional(),
    current_password: z.string().optional(),
    new_password: PasswordSchema.optional(),
  })
  .superRefine((form, ctx) => {
    if (form.new_password && !form.current_password) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["current_password"], message: "Current password is required" });
    }
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  return json({
    user: { full_name: user.full_name ?? "", credits_left: user.credits_left ?? SETTINGS_CREDITS_DEFAULT },
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { engine, user } = await requireUser(request);
  const submission = parseWithZod(await formDataWithCsrf(request), { schema: SettingsSchema });
  const hideFields = ["current_password", "new_password"];
  if (submission.status !== "success") return json({ result: submission.reply({ hideFields }) }, { status: 400 });

  const { full_name, current_password, new_password } = submission.value;
  const headers = new Headers();
  try {
    await engine.updateMe({ full_name: full_name || null });
    if (new_password && current_password) {
      await engine.updatePassword({ current_password, new_password });
      // The change ended every token issued before it, this session's too: sign in again with the new password.
      const { access_token } = await publicEngine.login(user.email, new_password);
      headers.append("set-cookie", await sessionCookieWith(request, access_token));
    }
  } catch (error) {
    return json({ result: replyWithEngineError(submission, error, ["full_name", "current_password", "new_password"]) }, { status: 400 });
  }
  return redirectWithToast("/app/settings", { type: "success", message: "Settings saved" }, { headers });
}

export default function SettingsRoute() {
  const { user } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "settings-form",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: { full_name: user.full_name },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SettingsSchema }),
  });

  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900">User Settings</h1>
      <section aria-labelledby="credits-heading" className="mt-6 flex items-center justify-between rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200">
        <h2 id="credits-heading" className="text-sm font-medium text-gray-700">
          Credits left
        </h2>
        <p className="text-2xl font-bold tabular-nums text-gray-900" data-testid="credits-left">
          {user.credits_left}
        </p>
      </section>
      <Form method="post" {...getFormProps(form)} className="mt-6 rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6">
        <AuthenticityTokenInput />
        <FormAlert id={form.errorId} errors={form.errors} />
        <div className="space-y-1">
          <Field
            label="Name"
            inputProps={{ ...getInputProps(fields.full_name, { type: "text" }), autoComplete: "name" }}
            errors={fields.full_name.errors}
            errorId={fields.full_name.errorId}
          />
          <Field
            label="New password"
            hint="Leave empty to keep your current password."
            inputProps={{ ...getInputProps(fields.new_password, { type: "password" }), autoComplete: "new-password" }}
            errors={fields.new_password.errors}
            errorId={fields.new_password.errorId}
          />
          <Field
            label="Current password"
            hint="Needed only when you set a new password."
            inputProps={{ ...getInputProps(fields.current_password, { type: "password" }), autoComplete: "current-password" }}
            errors={fields.current_password.errors}
            errorId={fields.current_password.errorId}
          />
          <Field label="API Key" inputProps={{ id: "api-key", readOnly: true, value: API_KEY_PLACEHOLDER }} />
        </div>
        <Button type="submit" className="mt-2" disabled={navigation.state === "submitting"}>
          Save
        </Button>
      </Form>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "User Settings | AdSight" }];
