import { useLingui } from "@lingui/react/macro";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { InfoSections } from "./parts/InfoSections.tsx";

export function Component() {
  const { t } = useLingui();
  return (
    <PageFrame width="narrow" eyebrow={t`Legal`} title={t`Terms of Services`}
      lead={t`The rules for shopping with SkinState, in plain words.`}>
      <InfoSections sections={[
        { title: t`Prices and VAT`,
          text: t`Prices are in Thai baht and include 7% VAT. Unpaid orders stay valid for 7 days.` },
        { title: t`Shipping`,
          text:
            t`Orders paid before 10:00 ship the same day; after 10:00, the next working day. We do not ship on weekends.` },
        { title: t`Returns and repairs`,
          text:
            t`Returns or exchanges within 2 or 7 days depending on the product; devices can be repaired within 1 month.` },
        { title: t`Refunds`,
          text:
            t`Cash, QR and bank transfers are refunded within 14 working days; credit cards within 1–2 billing cycles; debit cards within 3.` },
      ]} />
    </PageFrame>
  );
}
