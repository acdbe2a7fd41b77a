import styled from "@emotion/styled";
import { theme } from "../theme/tokens";

/** Centres content at the site's max width with responsive side padding. */
export const Container = styled.div`
  width: 100%;
  max-width: ${theme.maxWidth};
  margin-inline: auto;
  padding-inline: 20px;
  ${theme.mq.md} {
    padding-inline: 32px;
  }
`;
