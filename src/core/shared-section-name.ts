// How a shared section placed on a page is named to the team (issue 43), in the team's Spanish: the same words in
// the editor (src/editor/shared/copy.ts), the problems list the server sends (lib/editor/problems.ts) and the review.
export const sharedSectionName = (name: string): string => `Sección compartida «${name}»`;
