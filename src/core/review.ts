// A draft's review (issue 35), as the server keeps it (server/publish/review.ts) and the editor shows it
// (src/editor/review/): one shape for both sides of the API.
export type ReviewState = "open" | "returned" | "approved" | "published";

export interface ReviewComment {
  at: string;
  name: string;
  userId: number;
  text: string;
  /** The section commented on (its id), or none: the page. */
  section?: string;
  kind: "note" | "comment" | "return" | "approve" | "publish";
}

/** What the editor is sent of a review. */
export interface ReviewSummary {
  id: string;
  file: string;
  title: string;
  userId: number;
  name: string;
  state: ReviewState;
  requestedAt: string;
  updatedAt: string;
  comments: ReviewComment[];
  commit?: string;
}
