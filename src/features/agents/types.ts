/** What the secretary dialog edits and saves. */
export interface SecretaryValues {
  id?: string;
  secretaryId: string;
  defKeys: string[];
  enabled: boolean;
}
