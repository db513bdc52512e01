import type { CreativeKind } from "@adsight/shared";
import { Document, Page, renderToBuffer, View } from "@react-pdf/renderer";
import { Fragment } from "react";
import type { ReportModel } from "#src/modules/reports/report-model";
import { ChangesPage } from "./changes-page";
import { CoverPage } from "./cover-page";
import { imageName, videoName } from "./format";
import { ImagePage } from "./image-page";
import { BrandHeader, Footer } from "./parts";
import { Ranking } from "./ranking-page";
import { ReadingGuidePage } from "./reading-guide-page";
import { SameAreas } from "./same-areas-page";
import { styles } from "./styles";
import { TrustChecks } from "./trust-pages";
import { VideoPage } from "./video-page";

export function renderReport(model: ReportModel): Promise<Buffer> {
  return renderToBuffer(<ReportDocument model={model} />);
}

// In the campaign's order, images and videos together.
function creatives({ images, videos }: ReportModel) {
  return [
    ...images.map((image) => ({ kind: "image" as const, idx: image.idx, image })),
    ...videos.map((video) => ({ kind: "video" as const, idx: video.idx, video })),
  ].sort((a, b) => a.idx - b.idx);
}

function ReportDocument({ model }: { model: ReportModel }) {
  const footer = <Footer model={model} />;
  const order = creatives(model);
  const kinds: ReadonlySet<CreativeKind> = new Set(order.map((creative) => creative.kind));
  return (
    <Document
      title={`${model.campaign.name} – audience simulation report`}
      author={model.productName}
      creator={model.productName}
      producer={model.productName}
    >
      <CoverPage model={model} creatives={order.length} kinds={kinds} footer={footer} />
      {order.map((creative) =>
        creative.kind === "image" ? (
          <Fragment key={creative.idx}>
            <ImagePage image={creative.image} footer={footer} />
            {creative.image.changes && (
              <ChangesPage
                name={imageName(creative.idx)}
                picture={creative.image.picture}
                changes={creative.image.changes}
                footer={footer}
              />
            )}
          </Fragment>
        ) : (
          <Fragment key={creative.idx}>
            <VideoPage video={creative.video} footer={footer} />
            {creative.video.changes && (
              <ChangesPage name={videoName(creative.idx)} picture={null} changes={creative.video.changes} footer={footer} />
            )}
          </Fragment>
        ),
      )}
      {/* One flow, so a short ranking or a single shared area does not leave a page nearly empty. */}
      <Page size="A4" style={styles.page}>
        <View fixed>
          <BrandHeader productName={model.productName} kicker={kinds.has("image") ? "Across creatives" : "How far to trust the figures"} />
        </View>
        {kinds.has("image") && <Ranking model={model} kinds={kinds} />}
        <SameAreas model={model} />
        <TrustChecks model={model} kinds={kinds} />
        {footer}
      </Page>
      <ReadingGuidePage model={model} kinds={kinds} footer={footer} />
    </Document>
  );
}
