import { Document, renderToBuffer } from "@react-pdf/renderer";
import type { ReportModel } from "#src/modules/reports/report-model";
import { CoverPage } from "./cover-page";
import { ImagePage } from "./image-page";
import { Footer } from "./parts";
import { RankingPage } from "./ranking-page";
import { ReadingGuidePage } from "./reading-guide-page";
import { SameAreasPage } from "./same-areas-page";
import { TrustPages } from "./trust-pages";

export function renderReport(model: ReportModel): Promise<Buffer> {
  return renderToBuffer(<ReportDocument model={model} />);
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
      {model.images.map((image) => (
        <ImagePage key={image.idx} image={image} footer={footer} />
      ))}
      <RankingPage model={model} footer={footer} />
      <SameAreasPage model={model} footer={footer} />
      <TrustPages model={model} footer={footer} />
      <ReadingGuidePage model={model} footer={footer} />
    </Document>
  );
}
