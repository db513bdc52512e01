import { Document, Page, renderToBuffer, View } from "@react-pdf/renderer";
import type { ReportModel } from "#src/modules/reports/report-model";
import { CoverPage } from "./cover-page";
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
      {/* One flow, so a short ranking or a single shared area does not leave a page nearly empty. */}
      <Page size="A4" style={styles.page}>
        <View fixed>
          <BrandHeader
            productName={model.productName}
            kicker={model.images.length > 0 ? "Across creatives" : "How far to trust the figures"}
          />
        </View>
        {model.images.length > 0 && <Ranking model={model} />}
        <SameAreas model={model} />
        <TrustChecks model={model} />
        {footer}
      </Page>
      <ReadingGuidePage model={model} footer={footer} />
    </Document>
  );
}
