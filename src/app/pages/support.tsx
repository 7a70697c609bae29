import { useLingui } from "@lingui/react/macro";
import { PageHead } from "#components/page/PageHead.tsx";
import { SupportConsole } from "#features/support/SupportConsole.tsx";

/** /support: the staff console (issue 15, decision 0150). Never indexed; rendered in the browser only. */
export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageHead title={t`Support console`} />
      <SupportConsole />
    </>
  );
}
