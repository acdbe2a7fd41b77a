/** Where the editor's API is mounted (server/publish/index.ts): the prefix of its routes' lines in the /admin table. */
export const EDITOR_API = "/admin/edit/api";
