import type { MetaFunction } from "@remix-run/node";
import type { ReactNode } from "react";
import { designedFidelityRows, type EmotionFidelity, type VideoFidelity, videoFidelityRows, videoFidelityText } from "@adsight/shared";
import { EmotionChecks } from "~/components/emotion-checks";
import { PublicFooter, PublicHeader } from "~/components/public-chrome";
// Written by `score:osie --record 1`; bundled at build time, and the simulation README's tables come from it too.
import fidelity from "@adsight/research/fidelity.json";

const { untouched, clock, designed } = fidelity;
// Present once their research commands have recorded them.
const emotion: EmotionFidelity | null = (fidelity as { emotion?: EmotionFidelity }).emotion ?? null;
const video = (fidelity as { video?: VideoFidelity }).video ?? null;

const score = (value: number) => value.toPrecision(3);

const metrics = [
  {
    name: "AUC-Judd",
    model: score(untouched.model.aucJudd),
    baseline: score(untouched.centredGaussian.aucJudd),
    better: "higher",
    meaning: "How well the heatmap ranks the spots people actually looked at above the rest of the image: 0.5 is chance, 1 is perfect.",
  },
  {
    name: "NSS",
    model: score(untouched.model.nss),
    baseline: score(untouched.centredGaussian.nss),
    better: "higher",
    meaning: "How strong the heatmap is, on average, exactly where people looked, in standard deviations above its mean: 0 is chance.",
  },
  {
    name: "CC",
    model: score(untouched.model.cc),
    baseline: score(untouched.centredGaussian.cc),
    better: "higher",
    meaning: "The correlation between the simulated and the human attention maps: 0 is unrelated, 1 is identical.",
  },
  {
    name: "KL",
    model: score(untouched.model.kl),
    baseline: score(untouched.centredGaussian.kl),
    better: "lower",
    meaning: "How much information is lost when the simulated map stands in for the human one: 0 is identical.",
  },
  {
    name: "sAUC",
    model: score(untouched.model.sAuc),
    baseline: score(untouched.centredGaussian.sAuc),
    better: "higher",
    meaning:
      "Like AUC-Judd, but scored against where people looked in other images, so simply favouring the centre earns nothing: 0.5 is chance.",
  },
] as const;

const scanpaths = [
  `Simulated viewers make ${untouched.synthetic.fixationsPerViewer.toFixed(2)} fixations each in 3 seconds; the people in the study made ${untouched.human.fixationsPerViewer.toFixed(2)}.`,
  `Their fixation durations differ from people's by ${untouched.wasserstein.durationMs.toFixed(1)} ms, and their eye movements (saccade lengths) by ${untouched.wasserstein.amplitudePx.toFixed(1)} px on 800 × 600 images.`,
  `The number of fixations per viewer differs from people's by ${untouched.wasserstein.fixationCount.toFixed(2)}.`,
];

const photos = clock.photos.after;
const pages = clock.pages.after;
// The medians of first look over the areas: the simulated viewers', then people's.
const [simulatedFirstLook, peopleFirstLook] = photos.model.firstLookMs.median as [number, number];
const signed = (value: number, digits: number) => `${value >= 0 ? "+" : "−"}${Math.abs(value).toFixed(digits)}`;
const viewingTimes = [
  `A viewer's first look comes about ${Math.round(Math.exp(clock.clock.latency.logMean))} ms after the creative appears, as people's did on web pages, and each eye movement takes ${clock.clock.saccade.baseMs.toFixed(0)} ms plus ${clock.clock.saccade.msPerDegree.toFixed(1)} ms per degree it travels.`,
  `Reach of an area: the simulated share of viewers correlates with people's at r = ${photos.model.reach.r.toFixed(2)}; two halves of the people agree with each other at ${photos.splitHalf.reach.r.toFixed(2)}. On average it is ${signed(photos.model.reach.bias, 0)} points off people's.`,
  `Seen within 1 second: r = ${photos.model.seen1s.r.toFixed(2)} (two halves of the people: ${photos.splitHalf.seen1s.r.toFixed(2)}), ${signed(photos.model.seen1s.bias, 1)} points off on average.`,
  `Time to first look: the typical area is first looked at after ${simulatedFirstLook.toFixed(0)} ms in the simulation and ${peopleFirstLook.toFixed(0)} ms by people (${signed(photos.model.firstLookMs.bias, 0)} ms on average per area).`,
  `The "First second" heatmap scores NSS ${photos.firstSecondNss.firstSecondMap.toFixed(2)} on where people looked in their first second, the full heatmap ${photos.firstSecondNss.fullMap.toFixed(2)}; one half of the people's own first-second heatmap scores ${photos.firstSecondNss.splitHalf.firstSecondMap.toFixed(2)} on the other half.`,
  `On ${clock.pages.images} web pages (${pages.areas} headings, logos and other elements): reach r = ${pages.model.reach.r.toFixed(2)} (two halves of the people: ${pages.splitHalf.reach.r.toFixed(2)}), seen within 1 second r = ${pages.model.seen1s.r.toFixed(2)} (${pages.splitHalf.seen1s.r.toFixed(2)}), time to first look ${signed(pages.model.firstLookMs.bias, 0)} ms off people's on average.`,
];

// How much of what people agree on above a centred spot the model gets, on the pages' NSS.
const centreNss = designed.centredGaussian.fiwi.nss;
const pagesShare = Math.round((100 * (designed.after.fiwi.crossValidated.nss - centreNss)) / (designed.interObserver.nss - centreNss));

export default function AccuracyRoute() {
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <main className="mx-auto w-full max-w-4xl flex-1 px-6 py-16">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">How far to trust a heatmap</h1>
        <p className="mt-4 text-lg leading-8 text-gray-700">
          Our synthetic viewers are checked against real people. We ran the simulation on {untouched.images} photos from OSIE, a public
          eye-tracking data set, that the model never saw while it was fitted, with {untouched.viewersPerImage.toLocaleString("en-US")}{" "}
          simulated viewers per photo, and compared where they looked with where the people in the study looked during their first three
          seconds.
        </p>

        <section aria-labelledby="scores" className="mt-12">
          <h2 id="scores" className="text-xl font-semibold text-gray-900">
            Agreement with human eye-tracking
          </h2>
          <p className="mt-2 text-gray-700">
            Beside each score is a simple baseline: a blurred spot in the centre of the image (a centred Gaussian), which is where people
            tend to look first. A useful model has to beat it clearly.
          </p>
          <ScoresTable
            caption="Scores on held-out OSIE images"
            headings={[
              { label: "Metric", className: "px-4 text-start" },
              { label: "AdSight", className: "px-4 text-end" },
              { label: "Centred Gaussian", className: "px-4 text-end" },
              { label: "What it means", className: "hidden px-4 text-start sm:table-cell" },
            ]}
          >
            {metrics.map((metric) => (
              <tr key={metric.name}>
                <th scope="row" className="px-4 py-3 text-start align-top font-semibold text-gray-900">
                  <span className="whitespace-nowrap">{metric.name}</span>
                  <span className="block whitespace-nowrap text-xs font-normal text-gray-600">{metric.better} is better</span>
                  {/* On phones the meaning moves under the name instead of a fourth column. */}
                  <span className="mt-1 block text-xs font-normal text-gray-700 sm:hidden">{metric.meaning}</span>
                </th>
                <td className="px-4 py-3 text-end align-top font-semibold tabular-nums text-gray-900">{metric.model}</td>
                <td className="px-4 py-3 text-end align-top tabular-nums text-gray-700">{metric.baseline}</td>
                <td className="hidden px-4 py-3 align-top text-gray-700 sm:table-cell">{metric.meaning}</td>
              </tr>
            ))}
          </ScoresTable>
        </section>

        <section aria-labelledby="designed" className="mt-12">
          <h2 id="designed" className="text-xl font-semibold text-gray-900">
            Web pages and ads
          </h2>
          <p className="mt-2 leading-7 text-gray-700">
            Most of what marketers upload is designed, not photographed, so the model is also fitted and checked on{" "}
            {designed.after.fiwi.images} web pages that people looked at with an eye tracker and {designed.after.gdi.images} ads and posters
            whose important parts people marked by hand (an importance map, not gaze, so only CC applies). These images were used to fit the
            model; each score comes from a model fitted without the page or ad it is scored on (5-fold cross-validation).
          </p>
          <ScoresTable
            caption="Cross-validated scores on web pages and ads"
            headings={[
              { label: "Content", className: "px-2 text-start sm:px-4" },
              { label: "AdSight", className: "px-2 text-end sm:px-4" },
              { label: "Centred Gaussian", className: "px-2 text-end sm:px-4" },
              { label: "People", className: "px-2 text-end sm:px-4" },
            ]}
          >
            {designedFidelityRows(designed).map((row) => (
              <tr key={row.check}>
                <th scope="row" className="px-2 py-3 text-start align-top font-semibold text-gray-900 sm:px-4">
                  {row.check}
                </th>
                <td className="px-2 py-3 text-end align-top font-semibold tabular-nums text-gray-900 sm:px-4">{row.model}</td>
                <td className="px-2 py-3 text-end align-top tabular-nums text-gray-700 sm:px-4">{row.centre}</td>
                <td className="px-2 py-3 text-end align-top tabular-nums text-gray-700 sm:px-4">{row.people}</td>
              </tr>
            ))}
          </ScoresTable>
          <p className="mt-3 leading-7 text-gray-700">
            People: each observer predicted from the other ten. On web pages the model gets about {pagesShare}% of the way from the centred
            spot to how well people predict each other (NSS): a heatmap of a page or an ad is more useful to compare versions than to read
            on its own.
          </p>
          <pre className="mt-3 whitespace-pre-wrap rounded-md bg-gray-950 px-4 py-3 text-sm text-gray-100">
            <code>{designed.command}</code>
          </pre>
        </section>

        <section aria-labelledby="ceiling" className="mt-12">
          <h2 id="ceiling" className="text-xl font-semibold text-gray-900">
            The human ceiling
          </h2>
          <p className="mt-2 leading-7 text-gray-700">
            No model can predict one person better than other people predict them. The ceiling is measured by predicting each observer in
            the study from all the others: people do not agree perfectly, so it sits below a perfect score, and that gap is the room left
            between our numbers and what any simulation could reach. We have not yet published our own measurement of it on these photos, so
            we show no number for it here rather than borrow one; on web pages it is the People column above.
          </p>
        </section>

        <section aria-labelledby="scanpaths" className="mt-12">
          <h2 id="scanpaths" className="text-xl font-semibold text-gray-900">
            Do the viewers move like people?
          </h2>
          <BulletList lines={scanpaths} />
          <p className="mt-3 text-sm text-gray-600">
            Differences are Wasserstein distances between the simulated and the human distributions: 0 would be identical.
          </p>
        </section>

        <section aria-labelledby="viewing-times" className="mt-12">
          <h2 id="viewing-times" className="text-xl font-semibold text-gray-900">
            Viewing times
          </h2>
          <p className="mt-2 leading-7 text-gray-700">
            Time to first look, seen within 1 and 3 seconds, dwell and the first-second heatmaps run on a stopwatch clock. They are checked
            area by area (faces, objects and readable text marked by hand) on {clock.photos.images} OSIE photos with {photos.areas} such
            areas, each model fitted without the photos it was checked on:
          </p>
          <BulletList lines={viewingTimes} />
          <pre className="mt-3 whitespace-pre-wrap rounded-md bg-gray-950 px-4 py-3 text-sm text-gray-100">
            <code>{clock.command}</code>
          </pre>
        </section>

        {emotion ? <EmotionChecks record={emotion} /> : null}

        {video ? <VideoChecks record={video} /> : null}

        <section aria-labelledby="reproduce" className="mt-12">
          <h2 id="reproduce" className="text-xl font-semibold text-gray-900">
            Check it yourself
          </h2>
          <p className="mt-2 leading-7 text-gray-700">
            The scores come from the scoring script in the product&apos;s source, run on a two-core machine with the WebAssembly backend:
          </p>
          <pre className="mt-3 whitespace-pre-wrap rounded-md bg-gray-950 px-4 py-3 text-sm text-gray-100">
            <code>{[untouched.command, ...(emotion ? [emotion.command] : [])].join("\n")}</code>
          </pre>
          <p className="mt-4 leading-7 text-gray-700">
            What this means for you: a heatmap is a good estimate of where attention goes in the first few seconds, far better than guessing
            the centre, but it is a prediction for an audience, not a measurement of yours. Use it to compare creatives and to spot what
            gets missed.
          </p>
        </section>
      </main>
      <PublicFooter />
    </div>
  );
}

// A table of scores in the page's frame; `headings` give each column's label and its padding and alignment.
function ScoresTable({
  caption,
  headings,
  children,
}: {
  caption: string;
  headings: { label: string; className: string }[];
  children: ReactNode;
}) {
  return (
    <div className="mt-6 overflow-hidden rounded-lg ring-1 ring-gray-200">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-xs font-semibold uppercase tracking-wide text-gray-600">
          <tr>
            {headings.map(({ label, className }) => (
              <th key={label} scope="col" className={`py-3 ${className}`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">{children}</tbody>
      </table>
    </div>
  );
}

function VideoChecks({ record }: { record: VideoFidelity }) {
  return (
    <section aria-labelledby="video" className="mt-12">
      <h2 id="video" className="text-xl font-semibold text-gray-900">
        Video
      </h2>
      <p className="mt-2 leading-7 text-gray-700">{videoFidelityText(record)}</p>
      <ScoresTable
        caption="Scores on the development film clip"
        headings={[
          { label: "Map", className: "px-2 text-start sm:px-4" },
          { label: "NSS", className: "px-2 text-end sm:px-4" },
          { label: "CC", className: "px-2 text-end sm:px-4" },
        ]}
      >
        {videoFidelityRows(record, "AdSight").map((row) => (
          <tr key={row.map}>
            <th scope="row" className="px-2 py-3 text-start align-top font-semibold text-gray-900 sm:px-4">
              {row.map}
            </th>
            {[row.nss, row.cc].map((value, index) => (
              <td
                key={index}
                className={`px-2 py-3 text-end align-top tabular-nums sm:px-4 ${row.product ? "font-semibold text-gray-900" : "text-gray-700"}`}
              >
                {value}
              </td>
            ))}
          </tr>
        ))}
      </ScoresTable>
      <p className="mt-3 leading-7 text-gray-700">
        Not checked on: {record.notCheckedOn}. Read a video&apos;s results to compare cuts of an ad more than as a measurement.
      </p>
      <pre className="mt-3 whitespace-pre-wrap rounded-md bg-gray-950 px-4 py-3 text-sm text-gray-100">
        <code>{record.command}</code>
      </pre>
    </section>
  );
}

function BulletList({ lines }: { lines: string[] }) {
  return (
    <ul className="mt-4 space-y-2 text-gray-700">
      {lines.map((line) => (
        <li key={line} className="flex gap-2">
          <span aria-hidden="true" className="text-brand-600">
            •
          </span>
          <span>{line}</span>
        </li>
      ))}
    </ul>
  );
}

export const meta: MetaFunction = () => [
  { title: "Model accuracy | AdSight" },
  {
    name: "description",
    content:
      "How closely AdSight's simulated viewers match real human eye-tracking and people's emotion ratings, with the scores and the commands that produce them.",
  },
];
