/**
 * The export and erase actions of a person page (ADMIN only). The privacy-lifecycle work supplies them (decision
 * 0031); until it is merged, the person page has none.
 */
export function PersonPrivacyActions(_props: { email: string }) {
  return null;
}
