import { CONFIRM_REQUIRED, EmailSchema, PASSWORDS_DIFFER, ResetPasswordSchema } from "@adsight/shared";
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { z } from "zod";
import { AuthLayout, FormAlert } from "~/components/auth-layout";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { formDataWithCsrf } from "~/utils/csrf.server";
import { publicEngineFor } from "~/utils/engine/clients.server";
import { EngineError } from "~/utils/engine/transport.server";
import { replyWithEngineError } from "~/utils/form.server";
import { redirectIfSignedIn } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

const RequestSchema = z.object({ email: EmailSchema });

const NewPasswordSchema = ResetPasswordSchema.extend({
  confirmPassword: z.string({ required_error: CONFIRM_REQUIRED }).min(1, CONFIRM_REQUIRED),
}).refine((form) => form.new_password === form.confirmPassword, { message: PASSWORDS_DIFFER, path: ["confirmPassword"] });

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectIfSignedIn(request);
  return json({ token: new URL(request.url).searchParams.get("token") });
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await formDataWithCsrf(request);
  return formData.has("token") ? setNewPassword(request, formData) : requestRecovery(request, formData);
}

async function requestRecovery(request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: RequestSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  try {
    await publicEngineFor(request).auth.recoverPassword(submission.value.email);
  } catch (error) {
    // An unknown address gets the same answer as a known one, so the form cannot be used to probe accounts.
    if (!(error instanceof EngineError) || (error.status !== 404 && error.status !== 400)) {
      return json({ result: replyWithEngineError(submission, error, ["email"]) }, { status: 400 });
    }
  }
  return redirectWithToast("/auth", {
    type: "success",
    message: "If an account exists for that address, a recovery e-mail is on its way.",
  });
}

async function setNewPassword(request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: NewPasswordSchema });
  const hideFields = ["new_password", "confirmPassword"];
  if (submission.status !== "success") return json({ result: submission.reply({ hideFields }) }, { status: 400 });
  try {
    await publicEngineFor(request).auth.resetPassword(submission.value.token, submission.value.new_password);
  } catch (error) {
    return json({ result: replyWithEngineError(submission, error, ["new_password"]) }, { status: 400 });
  }
  return redirectWithToast("/auth", { type: "success", message: "Password updated. Log in with your new password." });
}

export default function ResetRoute() {
  const { token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return token ? (
    <AuthLayout title="Set a new password">
      <NewPasswordForm token={token} lastResult={actionData?.result} />
    </AuthLayout>
  ) : (
    <AuthLayout title="Reset your password">
      <RequestForm lastResult={actionData?.result} />
    </AuthLayout>
  );
}

function RequestForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: "recovery-form",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RequestSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <AuthenticityTokenInput />
      <p className="mt-2 text-sm text-gray-700">Enter your account&apos;s email and we will send you a link to set a new password.</p>
      <FormAlert id={form.errorId} errors={form.errors} />
      <div className="mt-6">
        <Field
          label="Email"
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
          errors={fields.email.errors}
          errorId={fields.email.errorId}
        />
      </div>
      <Button type="submit" className="mt-2 w-full">
        Send recovery e-mail
      </Button>
    </Form>
  );
}

function NewPasswordForm({ token, lastResult }: { token: string; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: "new-password-form",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NewPasswordSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <AuthenticityTokenInput />
      <input type="hidden" name="token" value={token} />
      <FormAlert id={form.errorId} errors={form.errors} />
      <div className="mt-6 space-y-1">
        <Field
          label="New password"
          inputProps={{ ...getInputProps(fields.new_password, { type: "password" }), autoComplete: "new-password" }}
          errors={fields.new_password.errors}
          errorId={fields.new_password.errorId}
        />
        <Field
          label="Confirm password"
          inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }}
          errors={fields.confirmPassword.errors}
          errorId={fields.confirmPassword.errorId}
        />
      </div>
      <Button type="submit" className="mt-2 w-full">
        Set new password
      </Button>
    </Form>
  );
}

export const meta: MetaFunction = () => [{ title: "Reset password | AdSight" }];
