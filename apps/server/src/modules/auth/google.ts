import type { Config } from '../../config';
import { errorField, HttpError } from '../../platform/errors';

type GoogleTokenInfo = {
  aud?: string;
  azp?: string;
  email?: string;
  email_verified?: string | boolean;
};

const rejected = (error: string) => errorField(400, error);

/**
 * Verifies a Google access token with Google's tokeninfo endpoint and returns the verified
 * e-mail address it vouches for, for our client id only; throws a 400 otherwise.
 */
export async function verifiedGoogleEmail(
  config: Config,
  fetchImpl: typeof fetch,
  accessToken: string,
): Promise<string> {
  const failed = () => rejected('Google sign-in failed: the access token could not be verified.');
  let info: GoogleTokenInfo;
  try {
    const url = new URL(config.GOOGLE_TOKENINFO_URL);
    url.searchParams.set('access_token', accessToken);
    const res = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw failed();
    info = (await res.json()) as GoogleTokenInfo;
    if (!info.email) {
      // tokeninfo omits the address unless the email scope was granted; ask userinfo.
      const ui = await fetchImpl(config.GOOGLE_USERINFO_URL, {
        headers: { Authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(10_000),
      });
      if (!ui.ok) throw failed();
      const more = (await ui.json()) as GoogleTokenInfo;
      info = { ...info, email: more.email, email_verified: more.email_verified };
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw failed();
  }
  if (info.aud !== config.GOOGLE_CLIENT_ID && info.azp !== config.GOOGLE_CLIENT_ID) {
    throw rejected('Google sign-in failed: the token was issued for another application.');
  }
  if (!info.email || !(info.email_verified === true || info.email_verified === 'true')) {
    throw rejected('Google sign-in failed: the Google account has no verified e-mail address.');
  }
  return info.email;
}
