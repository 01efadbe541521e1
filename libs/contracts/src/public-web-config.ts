/**
 * Deployment settings the web pages need at run time, without a request of their own: the API
 * server writes them into the shell's index.html as
 * `<script type="application/json" id="levita-public-config">{…}</script>` (docs/operations.md).
 * Read them with `JSON.parse(document.getElementById('levita-public-config')?.textContent ?? '{}')`.
 */
export interface PublicWebConfig {
  /** Contact address shown in the legal pages (CONTACT_EMAIL). */
  contactEmail: string;
  /** Store page of the Android app (ANDROID_APP_URL). */
  androidAppUrl: string;
  /** Store page of the iOS app (IOS_APP_URL). */
  iosAppUrl: string;
  /** Where feedback goes: an http(s) page or a mailto: link (FEEDBACK_URL). */
  feedbackUrl: string;
}

/**
 * Id of the script element that carries the PublicWebConfig JSON: the literal
 * 'levita-public-config'. Remotes with a bundle budget (the landing) repeat that literal
 * instead of importing this package at run time; keep the two in step.
 */
export const publicWebConfigElementId = 'levita-public-config';
