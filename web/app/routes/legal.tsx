import type { MetaFunction } from "@remix-run/node";
import { PublicFooter, PublicHeader } from "~/components/public-chrome";

const sections = [
  {
    title: "Information we collect",
    body: "This is placeholder text. We collect the account details you give us (name, email address and password), the images and audience descriptions you upload for simulations, and basic usage data needed to run and secure the service.",
  },
  {
    title: "How we use it",
    body: "This is placeholder text. Your data is used to run the simulations you request, to keep your account secure and to bill credits. We do not sell personal data.",
  },
  {
    title: "Your images",
    body: "This is placeholder text. Uploaded creatives remain yours. They are stored to produce and show your results and are deleted with your campaign or account.",
  },
  {
    title: "Terms of use",
    body: "This is placeholder text. Simulated results are estimates of audience behaviour and are provided as is. You are responsible for having the rights to the images you upload.",
  },
  {
    title: "Contact",
    body: "This is placeholder text. Questions about privacy or these terms can be sent to hello@adsight.app.",
  },
];

export default function LegalRoute() {
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <main className="mx-auto w-full max-w-3xl flex-1 px-6 py-16">
        <h1 className="text-4xl font-bold tracking-tight text-gray-900">Privacy Policy &amp; Terms of Service</h1>
        <p className="mt-4 text-gray-700">Last updated: January 1, 2026</p>
        {sections.map((section) => (
          <section key={section.title} className="mt-10">
            <h2 className="text-xl font-semibold text-gray-900">{section.title}</h2>
            <p className="mt-3 leading-7 text-gray-700">{section.body}</p>
          </section>
        ))}
      </main>
      <PublicFooter />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Privacy Policy & Terms of Service | AdSight" }];
