import { Document, renderToBuffer } from "@react-pdf/renderer";
import type { ReportModel } from "#src/modules/reports/report-model";
import { CoverPage } from "./cover-page";
import { ImagePage } from "./image-page";
import { Footer } from "./parts";
import { RankingPage } from "./ranking-page";
import { ReadingGuidePage } from "./reading-guide-page";
import { SameAreasPage } from "./same-areas-page";
import { TrustPages } from "./trust-pages";
import { VideoPage } from "./video-page";

export function renderReport(model: ReportModel): Promise<Buffer> {
  return renderToBuffer(<ReportDocument model={model} />);
}

// In the campaign's order, images and videos together.
function creatives({ images, videos }: ReportModel) {
  return [...images.map((image) => ({ idx: image.idx, image, video: null })), ...videos.map((video) => ({ idx: video.idx, video }))].sort(
    (a, b) => a.idx - b.idx,
  );
}

function ReportDocument({ model }: { model: ReportModel }) {
  const footer = <Footer model={model} />;
  return (
    <Document
      title={`${model.campaign.name} – audience simulation report`}
      author={model.productName}
      creator={model.productName}
      producer={model.productName}
    >
      <CoverPage model={model} footer={footer} />
      {creatives(model).map((creative) =>
        creative.video ? (
          <VideoPage key={creative.video.idx} video={creative.video} footer={footer} />
        ) : (
          <ImagePage key={creative.image.idx} image={creative.image} footer={footer} />
        ),
      )}
      {model.images.length > 0 && <RankingPage model={model} footer={footer} />}
      <SameAreasPage model={model} footer={footer} />
      <TrustPages model={model} footer={footer} />
      <ReadingGuidePage model={model} footer={footer} />
    </Document>
  );
}
