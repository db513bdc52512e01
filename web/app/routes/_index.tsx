import type { MetaFunction } from "@remix-run/node";
import { PublicFooter, PublicHeader } from "~/components/public-chrome";
import { ButtonLink } from "~/components/ui/button";

// The spec's /auth, on its Sign Up tab.
const SIGN_UP = "/auth?tab=signup";

const toggleGroups = [
  { name: "generation", legend: "Generation", options: ["Millennials", "Zoomers"] },
  { name: "expertise", legend: "Expertise", options: ["Marketer", "Consumer"] },
  { name: "location", legend: "Location", options: ["New York", "Paris"] },
] as const;

const steps = [
  {
    title: "Upload creative",
    body: "Drop in the images and videos you are considering: banners, posts, print ads, and MP4, WebM or MOV clips of up to 60 s.",
  },
  {
    title: "Define audience profile",
    body: "Describe who you want to reach in plain words. AdSight turns it into weighted segments you can fine-tune.",
  },
  {
    title: "Simulate engagement",
    body: "A synthetic audience looks at every image and watches every clip: where eyes land first, what holds attention, how it feels.",
  },
  { title: "Download report", body: "Get heatmaps, eye catchers, emotional response and an overall score for each creative." },
];

const benefits = [
  { title: "Results in minutes", body: "Know which creative works before lunch, not after a two-week panel." },
  { title: "Lower cost than live tests", body: "Skip paid A/B rounds on weak variants. Credits cost a fraction of a media test." },
  { title: "Objective, data-driven feedback", body: "Attention maps and emotion scores replace opinions in the review meeting." },
  { title: "API-ready workflow", body: "Every step is an API call, so simulations slot into your creative pipeline." },
  { title: "Higher return", body: "Launch only the top-scoring creatives and put the budget where attention is." },
];

const features = [
  {
    title: "Audience interaction simulation",
    body: "Segments by mood, location and time of day react to your creative the way your real audience would.",
  },
  {
    title: "Human vision simulation",
    body: "Modelled eye movements predict fixations and scanpaths, showing what is seen first and what is missed.",
  },
  {
    title: "AI and behavioural models",
    body: "Saliency, object detection and affect models combine into scores you can compare across creatives.",
  },
];

// The spec's four entries with their quarters; a delivered one says so beside its quarter.
const roadmap = [
  { when: "Q4 2025", title: "Ad-platform integration", body: "Push winning creatives straight to your ad accounts.", delivered: false },
  { when: "Q1 2026", title: "AI creative generation", body: "Generate variants and pre-test them in the same run.", delivered: false },
  {
    when: "Q2 2026",
    title: "Video creative support",
    body: "Second-by-second attention, a heatmap video and key frames for video ads: available now, beside images.",
    delivered: true,
  },
  {
    when: "Q3 2026",
    title: "Interactive optimization",
    body: "Edit a creative and watch the predicted response update.",
    delivered: false,
  },
];

export default function LandingRoute() {
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader onLanding />
      <main className="flex-1">
        <Hero />
        <HowItWorks />
        <Benefits />
        <KeyFeatures />
        <RoadMap />
        <CallToAction />
      </main>
      <PublicFooter />
    </div>
  );
}

function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-6 py-16 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            Audience simulation for ad creatives
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-gray-900 sm:text-6xl">
            See your ad through your <span className="text-brand-600">audience&apos;s eyes</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-gray-700">
            AdSight simulates how a synthetic audience looks at and feels about your advertising images and videos, so you launch the
            creative that wins attention, not the one that won the meeting.
          </p>
          <div className="mt-10 flex flex-wrap items-center gap-4">
            <ButtonLink to={SIGN_UP} size="lg">
              Start Free Trial
            </ButtonLink>
            <a href="#how-it-works" className="text-base font-semibold text-gray-900 hover:text-brand-700">
              How it works <span aria-hidden="true">→</span>
            </a>
          </div>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}

// The three toggle groups are decoration: radio buttons styled with CSS, wired to nothing.
function HeroPreview() {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-xl ring-1 ring-gray-200 sm:p-6">
      <div className="grid gap-4 sm:grid-cols-3">
        {toggleGroups.map((group) => (
          <fieldset key={group.name}>
            <legend className="text-xs font-semibold uppercase tracking-wide text-gray-600">{group.legend}</legend>
            <div className="mt-2 flex rounded-lg bg-gray-100 p-1">
              {group.options.map((option, index) => (
                <label key={option} className="flex-1 cursor-pointer">
                  <input type="radio" name={group.name} value={option} defaultChecked={index === 0} className="peer sr-only" />
                  <span className="block rounded-md px-2 py-1.5 text-center text-sm font-medium text-gray-700 peer-checked:bg-white peer-checked:text-brand-700 peer-checked:shadow-sm peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600">
                    {option}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <figure className="mt-5">
        <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-gradient-to-br from-amber-100 via-orange-50 to-rose-100">
          <div aria-hidden="true" className="absolute inset-0 p-6">
            <div className="h-3 w-24 rounded bg-gray-900/80" />
            <div className="mt-6 text-3xl font-black leading-none text-gray-900 sm:text-4xl">
              SUMMER
              <br />
              SALE <span className="text-brand-600">-30%</span>
            </div>
            <div className="absolute bottom-6 end-6 h-28 w-28 rounded-full bg-gradient-to-br from-sky-300 to-indigo-400 sm:h-36 sm:w-36" />
            <div className="absolute bottom-6 start-6 rounded-md bg-gray-900 px-3 py-1.5 text-xs font-semibold text-white">Shop now</div>
            <div className="absolute start-[12%] top-[30%] h-28 w-40 rounded-full bg-[radial-gradient(circle,rgba(220,38,38,0.75),rgba(250,204,21,0.45)_45%,transparent_70%)] mix-blend-multiply" />
            <div className="absolute bottom-[12%] end-[14%] h-32 w-32 rounded-full bg-[radial-gradient(circle,rgba(220,38,38,0.6),rgba(250,204,21,0.4)_45%,transparent_70%)] mix-blend-multiply" />
            <div className="absolute bottom-[4%] start-[4%] h-16 w-28 rounded-full bg-[radial-gradient(circle,rgba(250,204,21,0.55),transparent_70%)] mix-blend-multiply" />
          </div>
        </div>
        <figcaption className="mt-4 grid grid-cols-3 gap-3 text-center">
          <Metric label="Overall score" value="82%" />
          <Metric label="Eye catchers" value="3" />
          <Metric label="Valence" value="+0.61" />
        </figcaption>
      </figure>
    </div>
  );
}

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-gray-50 px-2 py-3">
      <p className="text-xl font-bold text-gray-900">{value}</p>
      <p className="text-xs text-gray-600">{label}</p>
    </div>
  );
}

function SectionHeading({ eyebrow, title, body }: { eyebrow: string; title: string; body: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{eyebrow}</p>
      <h2 className="mt-3 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{title}</h2>
      <p className="mt-4 text-lg leading-8 text-gray-700">{body}</p>
    </div>
  );
}

function HowItWorks() {
  return (
    <section id="how-it-works" className="scroll-mt-28 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-6">
        <SectionHeading
          eyebrow="How It Works"
          title="From image to insight in four steps"
          body="No panels to recruit, no eye-trackers to rent."
        />
        <ol className="mt-16 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl border border-gray-200 p-6">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-5 text-lg font-semibold text-gray-900">{step.title}</h3>
              <p className="mt-2 text-sm leading-6 text-gray-700">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Benefits() {
  return (
    <section id="benefits" className="scroll-mt-28 bg-gray-50 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-6">
        <SectionHeading
          eyebrow="Benefits"
          title="Test before you spend"
          body="Pre-testing creatives with a synthetic audience changes the economics of every campaign."
        />
        <ul className="mt-16 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
              <span aria-hidden="true" className="block h-1 w-10 rounded bg-brand-600" />
              <h3 className="mt-4 text-lg font-semibold text-gray-900">{benefit.title}</h3>
              <p className="mt-2 text-sm leading-6 text-gray-700">{benefit.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function KeyFeatures() {
  return (
    <section id="key-features" className="scroll-mt-28 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-6">
        <SectionHeading eyebrow="Key features" title="Built on how people actually look" body="Three models, one report." />
        <div className="mt-16 grid gap-8 lg:grid-cols-3">
          {features.map((feature, index) => (
            <article key={feature.title} className="rounded-2xl bg-gray-950 p-8 text-white">
              <p className="text-sm font-semibold text-brand-300">0{index + 1}</p>
              <h3 className="mt-3 text-xl font-semibold">{feature.title}</h3>
              <p className="mt-3 text-sm leading-6 text-gray-300">{feature.body}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

function RoadMap() {
  return (
    <section id="road-map" className="scroll-mt-28 bg-gray-50 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-6">
        <SectionHeading
          eyebrow="Road Map"
          title="Where AdSight is heading"
          body="Images and videos today; the whole creative workflow next."
        />
        <ol className="mt-16 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {roadmap.map((entry) => (
            <li key={entry.when} className="rounded-2xl border-t-4 border-brand-600 bg-white p-6 shadow-sm">
              <p className="flex flex-wrap items-center gap-2 text-sm font-bold text-brand-700">
                {entry.when}
                {entry.delivered ? (
                  <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-inset ring-emerald-200">
                    Delivered
                  </span>
                ) : null}
              </p>
              <h3 className="mt-2 text-lg font-semibold text-gray-900">{entry.title}</h3>
              <p className="mt-2 text-sm leading-6 text-gray-700">{entry.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function CallToAction() {
  return (
    <section className="bg-brand-700">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-6 py-16 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-3xl font-bold tracking-tight text-white">Ready to test before you spend?</h2>
          <p className="mt-2 text-brand-50">Sign up and run your first simulation today.</p>
        </div>
        <ButtonLink to={SIGN_UP} variant="secondary" size="lg">
          Start Free Trial
        </ButtonLink>
      </div>
    </section>
  );
}

export const meta: MetaFunction = () => [
  { title: "AdSight: see your ads through your audience's eyes" },
  {
    name: "description",
    content: "Simulate how a synthetic audience looks at and feels about your advertising images and videos. Results in minutes.",
  },
];
