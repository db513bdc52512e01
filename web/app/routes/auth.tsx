import { LoginSchema, MESSAGES, SignupFormSchema } from "@adsight/shared";
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { AuthLayout, FormAlert } from "~/components/auth-layout";
import { GoogleButton } from "~/components/google-button";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { formDataWithCsrf } from "~/utils/csrf.server";
import { publicEngineFor } from "~/utils/engine/clients.server";
import { EngineError } from "~/utils/engine/transport.server";
import { env } from "~/utils/env.server";
import { replyWithEngineError } from "~/utils/form.server";
import { newAccountCookie, newAccountEmail } from "~/utils/new-account.server";
import { cn } from "~/utils/misc";
import { redirectIfSignedIn, signIn } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

type Tab = "login" | "signup";
const tabOf = (url: string): Tab => (new URL(url).searchParams.get("tab") === "signup" ? "signup" : "login");

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectIfSignedIn(request);
  const origin = new URL(request.url).origin;
  return json({
    tab: tabOf(request.url),
    email: await newAccountEmail(request),
    google: env.GOOGLE_CLIENT_ID ? { clientId: env.GOOGLE_CLIENT_ID, loginUri: `${origin}/auth/google` } : null,
  });
}

type ActionData = { intent: Tab; result: SubmissionResult<string[]> };

export async function action({ request }: ActionFunctionArgs) {
  await redirectIfSignedIn(request);
  const formData = await formDataWithCsrf(request);
  return formData.get("intent") === "signup" ? signUp(request, formData) : logIn(request, formData);
}

async function logIn(request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: LoginSchema });
  if (submission.status !== "success") {
    return json<ActionData>({ intent: "login", result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  try {
    const token = await publicEngineFor(request).auth.login(submission.value.username, submission.value.password);
    return await signIn(request, token.access_token);
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    // Whatever the engine says (unknown user, wrong password, inactive), the form says the same thing.
    const result = submission.reply({ formErrors: [MESSAGES.loginFailed], hideFields: ["password"] });
    return json<ActionData>({ intent: "login", result }, { status: 400 });
  }
}

async function signUp(request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: SignupFormSchema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") {
    return json<ActionData>({ intent: "signup", result: submission.reply({ hideFields }) }, { status: 400 });
  }
  const { email, password, full_name } = submission.value;
  try {
    await publicEngineFor(request).auth.signup({ email, password, full_name: full_name || null });
  } catch (error) {
    const result = replyWithEngineError(submission, error, ["email", "password", "full_name"], (engineError) =>
      engineError.code === "EMAIL_TAKEN" ? MESSAGES.accountExists : engineError.message,
    );
    return json<ActionData>({ intent: "signup", result }, { status: 400 });
  }
  return redirectWithToast(
    "/auth",
    { type: "success", message: "Account created. Log in to continue." },
    { headers: { "set-cookie": await newAccountCookie(email) } },
  );
}

export default function AuthRoute() {
  const { tab, email, google } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <AuthLayout title={tab === "login" ? "Welcome back" : "Create your account"}>
      <nav aria-label="Log in or sign up" className="mt-6 grid grid-cols-2 rounded-lg bg-gray-100 p-1 text-center text-sm font-semibold">
        <TabLink to="/auth" current={tab === "login"}>
          Log In
        </TabLink>
        <TabLink to="/auth?tab=signup" current={tab === "signup"}>
          Sign Up
        </TabLink>
      </nav>
      {tab === "login" ? (
        <LoginForm email={email} lastResult={actionData?.intent === "login" ? actionData.result : undefined} />
      ) : (
        <SignupForm lastResult={actionData?.intent === "signup" ? actionData.result : undefined} />
      )}
      {google ? <GoogleButton clientId={google.clientId} loginUri={google.loginUri} /> : null}
    </AuthLayout>
  );
}

function TabLink({ to, current, children }: { to: string; current: boolean; children: string }) {
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={cn("rounded-md px-3 py-2", current ? "bg-white text-brand-700 shadow-sm" : "text-gray-700 hover:text-gray-900")}
    >
      {children}
    </Link>
  );
}

function SubmitButton({ intent, children }: { intent: Tab; children: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Button type="submit" name="intent" value={intent} className="w-full" disabled={busy}>
      {children}
    </Button>
  );
}

function LoginForm({ email, lastResult }: { email: string | null; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: "login-form",
    lastResult,
    defaultValue: { username: email ?? "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-2">
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="login" />
      <FormAlert id={form.errorId} errors={form.errors} />
      <div className="mt-6 space-y-1">
        <Field
          label="Email"
          inputProps={{ ...getInputProps(fields.username, { type: "email" }), autoComplete: "email" }}
          errors={fields.username.errors}
          errorId={fields.username.errorId}
        />
        <Field
          label="Password"
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password" }}
          errors={fields.password.errors}
          errorId={fields.password.errorId}
        />
      </div>
      <div className="mb-6 flex justify-end">
        <Link to="/auth/reset" className="text-sm font-semibold text-brand-700 hover:text-brand-800">
          Forgot password?
        </Link>
      </div>
      <SubmitButton intent="login">Log In</SubmitButton>
    </Form>
  );
}

function SignupForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: "signup-form",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SignupFormSchema }),
  });
  return (
    <Form method="post" action="/auth?tab=signup" {...getFormProps(form)} className="mt-2">
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="signup" />
      <FormAlert id={form.errorId} errors={form.errors} />
      <div className="mt-6 space-y-1">
        <Field
          label="Full name (optional)"
          inputProps={{ ...getInputProps(fields.full_name, { type: "text" }), autoComplete: "name" }}
          errors={fields.full_name.errors}
          errorId={fields.full_name.errorId}
        />
        <Field
          label="Email"
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
          errors={fields.email.errors}
          errorId={fields.email.errorId}
        />
        <Field
          label="Password"
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
          errors={fields.password.errors}
          errorId={fields.password.errorId}
        />
        <Field
          label="Confirm password"
          inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }}
          errors={fields.confirmPassword.errors}
          errorId={fields.confirmPassword.errorId}
        />
      </div>
      <div className="mt-4">
        <SubmitButton intent="signup">Sign Up</SubmitButton>
      </div>
    </Form>
  );
}

export const meta: MetaFunction = () => [{ title: "Log in or sign up | AdSight" }];
