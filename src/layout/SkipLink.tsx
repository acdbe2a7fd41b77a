import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { theme } from "../theme/tokens";

const style = css`
  position: absolute;
  left: 12px;
  top: -80px;
  z-index: 100;
  padding: 12px 18px;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.text};
  color: ${theme.colors.bg};
  font-weight: 600;
  text-decoration: none;
  &:focus {
    top: 12px;
  }
`;

export function SkipLink() {
  const { t } = useLingui();
  return (
    <a href="#main" css={style}>
      {t`Saltar al contenido`}
    </a>
  );
}
