// The signed-in person's role on the server (undefined while it loads); under `npm run edit` there is none: everyone edits.
import { useEffect, useState } from "react";
import { ON_SERVER } from "../api-client";
import { publishApi } from "../publish/publish-client";

export function useRole(): string | null | undefined {
  const [role, setRole] = useState<string | null | undefined>(ON_SERVER ? undefined : null);
  useEffect(() => {
    if (ON_SERVER)
      void publishApi.me().then(
        (me) => setRole(me.role),
        () => setRole(null),
      );
  }, []);
  return role;
}
