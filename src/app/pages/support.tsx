import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { InspectionEvent } from "xstate";
import { PageHead } from "#components/page/PageHead.tsx";
import { SupportConsole } from "#features/support/SupportConsole.tsx";
import { readStaffSession, supportConsoleLogic } from "../actors/support-console.ts";

/** The console wired to its API, signed in with the session kept from an earlier visit if it is still live. */
export function Support({ inspect }: { inspect?: (event: InspectionEvent) => void }) {
  const [session] = useState(() => readStaffSession());
  return <SupportConsole logic={supportConsoleLogic} session={session} inspect={inspect} />;
}

/** /support: the staff console (decision 0150). Never indexed; rendered in the browser only. */
export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageHead title={t`Support console`} />
      <Support />
    </>
  );
}
