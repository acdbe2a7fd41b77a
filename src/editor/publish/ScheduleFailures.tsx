// A scheduled publish of the person's that failed when it ran (issue 41),
// told where they look: on the page list's row of that page, and at the top
// of the page when they open it, with the reason and the gate's problems,
// until they dismiss it ("Entendido") or publish the page. A failed release's
// notice sits on its row of the releases' screen (src/editor/pages/Releases.tsx).
import { useState } from "react";
import { publishCopy as copy } from "./copy";
import { madridScheduled } from "./madrid-time";
import { publishApi, type ScheduledFailure } from "./publish-client";

/** The notice at the top of the page's publishing controls. */
export function ScheduleFailureNotice({
  failure,
  onDismissed,
}: {
  failure: ScheduledFailure;
  onDismissed: () => void;
}) {
  // Gone at the click, not when the server has answered and the list is read again: on a busy server that
  // took seconds, with nothing on screen saying the click was taken. A refused dismissal shows it again
  // on the next read.
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    void publishApi.dismissFailure(failure.id).finally(onDismissed);
  };
  return (
    <div role="alert" className="publish-bar__problems" data-testid="schedule-failure">
      <p>
        {failure.kind === "release"
          ? copy.scheduledReleaseFailed(failure.label, madridScheduled(failure.at))
          : copy.scheduledFailed(madridScheduled(failure.at))}
      </p>
      <p>{failure.message}</p>
      {failure.problems?.length ? (
        <ul>
          {failure.problems.map((p) => (
            <li key={`${p.pointer} ${p.message}`}>
              <strong>{p.label || p.pointer}</strong>: {p.message}
            </li>
          ))}
        </ul>
      ) : null}
      <button type="button" onClick={dismiss}>
        {copy.dismiss}
      </button>
    </div>
  );
}

/** The failed state on a page list's row: the badge, and the reason beside it. */
export function ScheduleFailureBadge({ failure }: { failure: ScheduledFailure }) {
  return (
    <span className="page-list__badge" data-tone="danger" data-testid="schedule-failed" title={failure.message}>
      {copy.scheduledFailedBadge}: {failure.message}
    </span>
  );
}
