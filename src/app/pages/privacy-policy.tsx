import { useLingui } from "@lingui/react/macro";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { InfoSections } from "./parts/InfoSections.tsx";

export function Component() {
  const { t } = useLingui();
  return (
    <PageFrame width="narrow" eyebrow={t`Legal`} title={t`Privacy & Policy`}
      lead={t`What we collect, why, and how long we keep it.`}>
      <InfoSections sections={[
        { title: t`What we collect`,
          text:
            t`Your name, email, phone number, addresses and orders, so we can deliver, support you and run the membership programme.` },
        { title: t`How long we keep it`,
          text: t`Account and order data are kept for 2 years after your last activity, then deleted or anonymised.` },
        { title: t`Your choices`,
          text: t`You can edit your details or delete your account at any time from My Account.` },
      ]} />
    </PageFrame>
  );
}
